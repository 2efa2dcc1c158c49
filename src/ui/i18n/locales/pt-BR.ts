import type { LocaleCatalogue } from '../catalogue'
import { shell } from './pt-BR/shell'

/** The pt-BR catalogue: one chunk, loaded when pt-BR is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
