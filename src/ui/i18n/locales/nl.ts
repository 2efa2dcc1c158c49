import type { LocaleCatalogue } from '../catalogue'
import { shell } from './nl/shell'

/** The nl catalogue: one chunk, loaded when nl is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
