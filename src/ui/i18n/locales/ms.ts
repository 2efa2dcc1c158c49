import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ms/shell'
import { connect } from './ms/connect'
import { errors } from './ms/errors'
import { account } from './ms/account'
import { creators } from './ms/creators'
import { studio } from './ms/studio'

/** The ms catalogue: one chunk, loaded when ms is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
