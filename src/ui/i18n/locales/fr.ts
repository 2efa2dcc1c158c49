import type { LocaleCatalogue } from '../catalogue'
import { shell } from './fr/shell'
import { connect } from './fr/connect'
import { errors } from './fr/errors'
import { account } from './fr/account'
import { creators } from './fr/creators'
import { studio } from './fr/studio'

/** The fr catalogue: one chunk, loaded when fr is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
