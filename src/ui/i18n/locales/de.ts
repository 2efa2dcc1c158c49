import type { LocaleCatalogue } from '../catalogue'
import { shell } from './de/shell'
import { connect } from './de/connect'
import { errors } from './de/errors'
import { account } from './de/account'
import { creators } from './de/creators'
import { studio } from './de/studio'

/** The de catalogue: one chunk, loaded when de is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
