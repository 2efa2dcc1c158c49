import type { PagesCatalogue } from '../catalogue'
import { creators } from './he/creators'
import { receipts } from './he/receipts'
import { studio } from './he/studio'
import { notifications } from './he/notifications'
import { goals } from './he/goals'

/** The he messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
