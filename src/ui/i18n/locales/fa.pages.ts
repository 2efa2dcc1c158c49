import type { PagesCatalogue } from '../catalogue'
import { creators } from './fa/creators'
import { receipts } from './fa/receipts'
import { studio } from './fa/studio'
import { notifications } from './fa/notifications'
import { goals } from './fa/goals'

/** The fa messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
