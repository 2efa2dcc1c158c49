import type { LocaleCatalogue } from '../catalogue'
import { shell } from './zh-CN/shell'
import { connect } from './zh-CN/connect'
import { errors } from './zh-CN/errors'
import { account } from './zh-CN/account'
import { creators } from './zh-CN/creators'
import { studio } from './zh-CN/studio'

/** The zh-CN catalogue: one chunk, loaded when zh-CN is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
