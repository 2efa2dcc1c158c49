import type { LocaleCatalogue } from '../catalogue'
import { shell } from './tr/shell'
import { connect } from './tr/connect'
import { errors } from './tr/errors'
import { account } from './tr/account'
import { creatorSearch } from './tr/creatorSearch'

/** The tr catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when tr is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
