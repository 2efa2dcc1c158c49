import type { LocaleCatalogue } from '../catalogue'
import { shell } from './zh-TW/shell'
import { connect } from './zh-TW/connect'
import { errors } from './zh-TW/errors'
import { account } from './zh-TW/account'
import { creatorSearch } from './zh-TW/creatorSearch'

/** The zh-TW catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when zh-TW is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
