import type { LocaleCatalogue } from '../catalogue'
import { shell } from './id/shell'
import { connect } from './id/connect'
import { errors } from './id/errors'
import { account } from './id/account'
import { creatorSearch } from './id/creatorSearch'

/** The id catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when id is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
