import type { PagesCatalogue } from '../catalogue'
import { creators } from './ko/creators'
import { receipts } from './ko/receipts'
import { studio } from './ko/studio'
import { notifications } from './ko/notifications'
import { goals } from './ko/goals'

/** The ko messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
