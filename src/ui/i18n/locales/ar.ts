import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ar/shell'

/** The ar catalogue: one chunk, loaded when ar is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
