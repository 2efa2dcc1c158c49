import type { PagesCatalogue } from '../catalogue'
import { creators } from './vi/creators'
import { receipts } from './vi/receipts'
import { studio } from './vi/studio'
import { notifications } from './vi/notifications'
import { goals } from './vi/goals'

/** The vi messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
