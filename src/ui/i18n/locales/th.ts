import type { LocaleCatalogue } from '../catalogue'
import { shell } from './th/shell'

/** The th catalogue: one chunk, loaded when th is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
