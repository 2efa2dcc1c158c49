import type { PagesCatalogue } from '../catalogue'
import { creators } from './ja/creators'
import { receipts } from './ja/receipts'
import { studio } from './ja/studio'
import { notifications } from './ja/notifications'
import { goals } from './ja/goals'

/** The ja messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
