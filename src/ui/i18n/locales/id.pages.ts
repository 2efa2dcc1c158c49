import type { PagesCatalogue } from '../catalogue'
import { creators } from './id/creators'
import { receipts } from './id/receipts'
import { studio } from './id/studio'
import { notifications } from './id/notifications'
import { goals } from './id/goals'

/** The id messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
