import type { LocaleCatalogue } from '../catalogue'
import { shell } from './pl/shell'
import { connect } from './pl/connect'
import { errors } from './pl/errors'
import { account } from './pl/account'
import { creators } from './pl/creators'
import { studio } from './pl/studio'

/** The pl catalogue: one chunk, loaded when pl is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
