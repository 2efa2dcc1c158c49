import type { LocaleCatalogue } from '../catalogue'
import { shell } from './id/shell'

/** The id catalogue: one chunk, loaded when id is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
