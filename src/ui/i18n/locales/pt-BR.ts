import type { LocaleCatalogue } from '../catalogue'
import { shell } from './pt-BR/shell'
import { connect } from './pt-BR/connect'
import { errors } from './pt-BR/errors'
import { account } from './pt-BR/account'
import { creatorSearch } from './pt-BR/creatorSearch'

/** The pt-BR catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when pt-BR is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
