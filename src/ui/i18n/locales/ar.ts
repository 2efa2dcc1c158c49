import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ar/shell'
import { connect } from './ar/connect'
import { errors } from './ar/errors'
import { account } from './ar/account'
import { creatorSearch } from './ar/creatorSearch'

/** The ar catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when ar is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
