import type { LocaleCatalogue } from '../catalogue'
import { shell } from './es/shell'
import { connect } from './es/connect'
import { errors } from './es/errors'
import { account } from './es/account'
import { creators } from './es/creators'
import { studio } from './es/studio'

/** The es catalogue: one chunk, loaded when es is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
