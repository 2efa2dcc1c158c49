import type { LocaleCatalogue } from '../catalogue'
import { shell } from './pl/shell'
import { connect } from './pl/connect'
import { errors } from './pl/errors'
import { account } from './pl/account'
import { creatorSearch } from './pl/creatorSearch'

/** The pl catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when pl is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
