import type { LocaleCatalogue } from '../catalogue'
import { shell } from './hi/shell'

/** The hi catalogue: one chunk, loaded when hi is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
