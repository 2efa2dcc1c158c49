import type { LocaleCatalogue } from '../catalogue'
import { shell } from './es/shell'
import { connect } from './es/connect'
import { errors } from './es/errors'
import { account } from './es/account'
import { creatorSearch } from './es/creatorSearch'

/** The es catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when es is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
