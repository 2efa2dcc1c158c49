import type { PagesCatalogue } from '../catalogue'
import { creators } from './pt-BR/creators'
import { receipts } from './pt-BR/receipts'
import { studio } from './pt-BR/studio'
import { notifications } from './pt-BR/notifications'
import { goals } from './pt-BR/goals'

/** The pt-BR messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
