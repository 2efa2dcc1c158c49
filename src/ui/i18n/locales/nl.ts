import type { LocaleCatalogue } from '../catalogue'
import { shell } from './nl/shell'
import { connect } from './nl/connect'
import { errors } from './nl/errors'
import { account } from './nl/account'
import { creators } from './nl/creators'
import { studio } from './nl/studio'

/** The nl catalogue: one chunk, loaded when nl is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
