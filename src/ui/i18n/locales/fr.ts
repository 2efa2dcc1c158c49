import type { LocaleCatalogue } from '../catalogue'
import { shell } from './fr/shell'

/** The fr catalogue: one chunk, loaded when fr is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
