import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ar/shell'
import { connect } from './ar/connect'
import { errors } from './ar/errors'
import { account } from './ar/account'
import { creators } from './ar/creators'
import { studio } from './ar/studio'

/** The ar catalogue: one chunk, loaded when ar is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
