import type { LocaleCatalogue } from '../catalogue'
import { shell } from './he/shell'

/** The he catalogue: one chunk, loaded when he is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
