import type { LocaleCatalogue } from '../catalogue'
import { shell } from './it/shell'

/** The it catalogue: one chunk, loaded when it is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
