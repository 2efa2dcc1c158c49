import type { PagesCatalogue } from '../catalogue'
import { creators } from './ar/creators'
import { receipts } from './ar/receipts'
import { studio } from './ar/studio'
import { notifications } from './ar/notifications'
import { goals } from './ar/goals'

/** The ar messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
