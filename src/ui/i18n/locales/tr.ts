import type { LocaleCatalogue } from '../catalogue'
import { shell } from './tr/shell'

/** The tr catalogue: one chunk, loaded when tr is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
