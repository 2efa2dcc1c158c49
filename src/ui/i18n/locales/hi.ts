import type { LocaleCatalogue } from '../catalogue'
import { shell } from './hi/shell'
import { connect } from './hi/connect'
import { errors } from './hi/errors'
import { account } from './hi/account'
import { creatorSearch } from './hi/creatorSearch'

/** The hi catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when hi is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
