import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ko/shell'
import { connect } from './ko/connect'
import { errors } from './ko/errors'
import { account } from './ko/account'
import { creatorSearch } from './ko/creatorSearch'

/** The ko catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when ko is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
