import type { PagesCatalogue } from '../catalogue'
import { creators } from './fr/creators'
import { receipts } from './fr/receipts'
import { studio } from './fr/studio'
import { notifications } from './fr/notifications'
import { goals } from './fr/goals'

/** The fr messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
