import type { LocaleCatalogue } from '../catalogue'
import { shell } from './tr/shell'
import { connect } from './tr/connect'
import { errors } from './tr/errors'
import { account } from './tr/account'
import { creators } from './tr/creators'
import { studio } from './tr/studio'

/** The tr catalogue: one chunk, loaded when tr is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
