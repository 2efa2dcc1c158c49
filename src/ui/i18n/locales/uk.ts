import type { LocaleCatalogue } from '../catalogue'
import { shell } from './uk/shell'
import { connect } from './uk/connect'
import { errors } from './uk/errors'
import { account } from './uk/account'
import { creatorSearch } from './uk/creatorSearch'

/** The uk catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when uk is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
