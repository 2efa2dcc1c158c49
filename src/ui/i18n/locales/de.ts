import type { LocaleCatalogue } from '../catalogue'
import { shell } from './de/shell'

/** The de catalogue: one chunk, loaded when de is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
