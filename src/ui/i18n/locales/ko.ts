import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ko/shell'

/** The ko catalogue: one chunk, loaded when ko is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
