import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ru/shell'

/** The ru catalogue: one chunk, loaded when ru is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
