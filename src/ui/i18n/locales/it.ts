import type { LocaleCatalogue } from '../catalogue'
import { shell } from './it/shell'
import { connect } from './it/connect'
import { errors } from './it/errors'
import { account } from './it/account'
import { creatorSearch } from './it/creatorSearch'

/** The it catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when it is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
