import type { LocaleCatalogue } from '../catalogue'
import { shell } from './th/shell'
import { connect } from './th/connect'
import { errors } from './th/errors'
import { account } from './th/account'
import { creators } from './th/creators'
import { studio } from './th/studio'

/** The th catalogue: one chunk, loaded when th is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
