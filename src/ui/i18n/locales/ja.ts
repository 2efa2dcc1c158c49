import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ja/shell'
import { connect } from './ja/connect'
import { errors } from './ja/errors'
import { account } from './ja/account'
import { creators } from './ja/creators'
import { studio } from './ja/studio'

/** The ja catalogue: one chunk, loaded when ja is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
