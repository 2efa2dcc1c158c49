import type { PagesCatalogue } from '../catalogue'
import { creators } from './nl/creators'
import { receipts } from './nl/receipts'
import { studio } from './nl/studio'
import { notifications } from './nl/notifications'
import { goals } from './nl/goals'

/** The nl messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
