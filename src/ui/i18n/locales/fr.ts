import type { LocaleCatalogue } from '../catalogue'
import { shell } from './fr/shell'
import { connect } from './fr/connect'
import { errors } from './fr/errors'
import { account } from './fr/account'
import { creatorSearch } from './fr/creatorSearch'

/** The fr catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when fr is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
