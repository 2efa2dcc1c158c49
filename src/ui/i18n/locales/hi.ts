import type { LocaleCatalogue } from '../catalogue'
import { shell } from './hi/shell'
import { connect } from './hi/connect'
import { errors } from './hi/errors'
import { account } from './hi/account'
import { creators } from './hi/creators'
import { studio } from './hi/studio'

/** The hi catalogue: one chunk, loaded when hi is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
