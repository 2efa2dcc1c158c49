import type { LocaleCatalogue } from '../catalogue'
import { shell } from './pt-BR/shell'
import { connect } from './pt-BR/connect'
import { errors } from './pt-BR/errors'
import { account } from './pt-BR/account'
import { creators } from './pt-BR/creators'
import { studio } from './pt-BR/studio'

/** The pt-BR catalogue: one chunk, loaded when pt-BR is chosen or detected (src/app/localeCatalogues.ts). */
const catalogue: LocaleCatalogue = { ...shell, ...connect, ...errors, ...account, ...creators, ...studio }

export default catalogue
