import type { LocaleCatalogue } from '../catalogue'
import { shell } from './zh-TW/shell'
import { connect } from './zh-TW/connect'
import { errors } from './zh-TW/errors'
import { account } from './zh-TW/account'
import { creators } from './zh-TW/creators'
import { studio } from './zh-TW/studio'

/** The zh-TW catalogue: one chunk, loaded when zh-TW is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
