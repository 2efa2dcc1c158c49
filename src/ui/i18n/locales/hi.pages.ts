import type { PagesCatalogue } from '../catalogue'
import { creators } from './hi/creators'
import { receipts } from './hi/receipts'
import { studio } from './hi/studio'
import { notifications } from './hi/notifications'
import { goals } from './hi/goals'

/** The hi messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
