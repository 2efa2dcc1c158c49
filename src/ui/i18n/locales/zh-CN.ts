import type { LocaleCatalogue } from '../catalogue'
import { shell } from './zh-CN/shell'
import { connect } from './zh-CN/connect'
import { errors } from './zh-CN/errors'
import { account } from './zh-CN/account'
import { creatorSearch } from './zh-CN/creatorSearch'

/** The zh-CN catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when zh-CN is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
