import type { LocaleCatalogue } from '../catalogue'
import { shell } from './de/shell'
import { connect } from './de/connect'
import { errors } from './de/errors'
import { account } from './de/account'
import { creatorSearch } from './de/creatorSearch'

/** The de catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when de is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
