import type { LocaleCatalogue } from '../catalogue'
import { shell } from './zh-HK/shell'

/** The zh-HK catalogue: one chunk, loaded when zh-HK is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
