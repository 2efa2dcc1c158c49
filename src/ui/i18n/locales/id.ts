import type { LocaleCatalogue } from '../catalogue'
import { shell } from './id/shell'
import { connect } from './id/connect'
import { errors } from './id/errors'
import { account } from './id/account'
import { creators } from './id/creators'
import { studio } from './id/studio'

/** The id catalogue: one chunk, loaded when id is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
