import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ja/shell'
import { connect } from './ja/connect'
import { errors } from './ja/errors'
import { account } from './ja/account'
import { creatorSearch } from './ja/creatorSearch'

/** The ja catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when ja is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
