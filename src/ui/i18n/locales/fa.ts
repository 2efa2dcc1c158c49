import type { LocaleCatalogue } from '../catalogue'
import { shell } from './fa/shell'
import { connect } from './fa/connect'
import { errors } from './fa/errors'
import { account } from './fa/account'
import { creators } from './fa/creators'
import { studio } from './fa/studio'

/** The fa catalogue: one chunk, loaded when fa is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
