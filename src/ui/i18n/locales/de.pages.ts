import type { PagesCatalogue } from '../catalogue'
import { creators } from './de/creators'
import { receipts } from './de/receipts'
import { studio } from './de/studio'
import { notifications } from './de/notifications'
import { goals } from './de/goals'

/** The de messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
