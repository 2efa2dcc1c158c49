import type { PagesCatalogue } from '../catalogue'
import { creators } from './tr/creators'
import { receipts } from './tr/receipts'
import { studio } from './tr/studio'
import { notifications } from './tr/notifications'
import { goals } from './tr/goals'

/** The tr messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
