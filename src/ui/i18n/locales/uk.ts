import type { LocaleCatalogue } from '../catalogue'
import { shell } from './uk/shell'
import { connect } from './uk/connect'
import { errors } from './uk/errors'
import { account } from './uk/account'
import { creators } from './uk/creators'
import { studio } from './uk/studio'

/** The uk catalogue: one chunk, loaded when uk is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
