import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ms/shell'

/** The ms catalogue: one chunk, loaded when ms is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
