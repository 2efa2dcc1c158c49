import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ru/shell'
import { connect } from './ru/connect'
import { errors } from './ru/errors'
import { account } from './ru/account'
import { creatorSearch } from './ru/creatorSearch'

/** The ru catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when ru is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
