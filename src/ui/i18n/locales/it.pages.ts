import type { PagesCatalogue } from '../catalogue'
import { creators } from './it/creators'
import { receipts } from './it/receipts'
import { studio } from './it/studio'
import { notifications } from './it/notifications'
import { goals } from './it/goals'

/** The it messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
