import type { LocaleCatalogue } from '../catalogue'
import { shell } from './zh-HK/shell'
import { connect } from './zh-HK/connect'
import { errors } from './zh-HK/errors'
import { account } from './zh-HK/account'
import { creators } from './zh-HK/creators'
import { studio } from './zh-HK/studio'

/** The zh-HK catalogue: one chunk, loaded when zh-HK is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
