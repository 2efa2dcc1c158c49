import type { LocaleCatalogue } from '../catalogue'
import { shell } from './vi/shell'
import { connect } from './vi/connect'
import { errors } from './vi/errors'
import { account } from './vi/account'
import { creators } from './vi/creators'
import { studio } from './vi/studio'

/** The vi catalogue: one chunk, loaded when vi is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
