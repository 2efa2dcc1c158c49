import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ru/shell'
import { connect } from './ru/connect'
import { errors } from './ru/errors'
import { account } from './ru/account'
import { creators } from './ru/creators'
import { studio } from './ru/studio'

/** The ru catalogue: one chunk, loaded when ru is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
