import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ja/shell'

/** The ja catalogue: one chunk, loaded when ja is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell }

export default catalogue
