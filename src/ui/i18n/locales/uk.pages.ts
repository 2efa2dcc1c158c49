import type { PagesCatalogue } from '../catalogue'
import { creators } from './uk/creators'
import { receipts } from './uk/receipts'
import { studio } from './uk/studio'
import { notifications } from './uk/notifications'
import { goals } from './uk/goals'

/** The uk messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
