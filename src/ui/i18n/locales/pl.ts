import type { LocaleCatalogue } from '../catalogue'
import { shell } from './pl/shell'

/** The pl catalogue: one chunk, loaded when pl is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
