import type { LocaleCatalogue } from '../catalogue'
import { shell } from './uk/shell'

/** The uk catalogue: one chunk, loaded when uk is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
