import type { PagesCatalogue } from '../catalogue'
import { creators } from './pl/creators'
import { receipts } from './pl/receipts'
import { studio } from './pl/studio'
import { notifications } from './pl/notifications'
import { goals } from './pl/goals'

/** The pl messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
