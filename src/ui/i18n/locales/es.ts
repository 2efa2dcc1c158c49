import type { LocaleCatalogue } from '../catalogue'
import { shell } from './es/shell'

/** The es catalogue: one chunk, loaded when es is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
