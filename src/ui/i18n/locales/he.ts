import type { LocaleCatalogue } from '../catalogue'
import { shell } from './he/shell'
import { connect } from './he/connect'
import { errors } from './he/errors'
import { account } from './he/account'
import { creatorSearch } from './he/creatorSearch'

/** The he catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when he is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
