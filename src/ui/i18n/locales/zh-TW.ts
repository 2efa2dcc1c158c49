import type { LocaleCatalogue } from '../catalogue'
import { shell } from './zh-TW/shell'

/** The zh-TW catalogue: one chunk, loaded when zh-TW is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
