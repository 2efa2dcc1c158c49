import type { LocaleCatalogue } from '../catalogue'
import { shell } from './vi/shell'

/** The vi catalogue: one chunk, loaded when vi is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
