import type { LocaleCatalogue } from '../catalogue'
import { shell } from './nl/shell'
import { connect } from './nl/connect'
import { errors } from './nl/errors'
import { account } from './nl/account'
import { creatorSearch } from './nl/creatorSearch'

/** The nl catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when nl is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
