import type { LocaleCatalogue } from '../catalogue'
import { shell } from './it/shell'
import { connect } from './it/connect'
import { errors } from './it/errors'
import { account } from './it/account'
import { creators } from './it/creators'
import { studio } from './it/studio'

/** The it catalogue: one chunk, loaded when it is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
