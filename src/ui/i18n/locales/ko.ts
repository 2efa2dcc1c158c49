import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ko/shell'
import { connect } from './ko/connect'
import { errors } from './ko/errors'
import { account } from './ko/account'
import { creators } from './ko/creators'
import { studio } from './ko/studio'

/** The ko catalogue: one chunk, loaded when ko is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
