import type { PagesCatalogue } from '../catalogue'
import { creators } from './es/creators'
import { receipts } from './es/receipts'
import { studio } from './es/studio'
import { notifications } from './es/notifications'
import { goals } from './es/goals'

/** The es messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
