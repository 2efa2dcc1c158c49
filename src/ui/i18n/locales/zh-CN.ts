import type { LocaleCatalogue } from '../catalogue'
import { shell } from './zh-CN/shell'

/** The zh-CN catalogue: one chunk, loaded when zh-CN is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
