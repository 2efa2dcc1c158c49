import type { LocaleCatalogue } from '../catalogue'
import { shell } from './vi/shell'
import { connect } from './vi/connect'
import { errors } from './vi/errors'
import { account } from './vi/account'
import { creatorSearch } from './vi/creatorSearch'

/** The vi catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when vi is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
