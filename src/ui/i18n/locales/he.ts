import type { LocaleCatalogue } from '../catalogue'
import { shell } from './he/shell'
import { connect } from './he/connect'
import { errors } from './he/errors'
import { account } from './he/account'
import { creators } from './he/creators'
import { studio } from './he/studio'

/** The he catalogue: one chunk, loaded when he is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
