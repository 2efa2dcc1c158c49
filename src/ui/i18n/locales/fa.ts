import type { LocaleCatalogue } from '../catalogue'
import { shell } from './fa/shell'
import { connect } from './fa/connect'
import { errors } from './fa/errors'
import { account } from './fa/account'
import { creatorSearch } from './fa/creatorSearch'

/** The fa catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when fa is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
