import type { PagesCatalogue } from '../catalogue'
import { creators } from './th/creators'
import { receipts } from './th/receipts'
import { studio } from './th/studio'
import { notifications } from './th/notifications'
import { goals } from './th/goals'

/** The th messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
