import type { LocaleCatalogue } from '../catalogue'
import { shell } from './th/shell'
import { connect } from './th/connect'
import { errors } from './th/errors'
import { account } from './th/account'
import { creatorSearch } from './th/creatorSearch'

/** The th catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when th is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
