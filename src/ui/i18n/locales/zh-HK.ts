import type { LocaleCatalogue } from '../catalogue'
import { shell } from './zh-HK/shell'
import { connect } from './zh-HK/connect'
import { errors } from './zh-HK/errors'
import { account } from './zh-HK/account'
import { creatorSearch } from './zh-HK/creatorSearch'

/** The zh-HK catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when zh-HK is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
