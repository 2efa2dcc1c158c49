import type { LocaleCatalogue } from '../catalogue'
import { shell } from './fa/shell'

/** The fa catalogue: one chunk, loaded when fa is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
