import type { LocaleCatalogue } from '../catalogue'
import { shell } from './ms/shell'
import { connect } from './ms/connect'
import { errors } from './ms/errors'
import { account } from './ms/account'
import { creatorSearch } from './ms/creatorSearch'

/** The ms catalogue: the first of its two chunks (the pages' messages are the other, <locale>.pages.ts), loaded when ms is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creatorSearch }

export default catalogue
