import type { PagesCatalogue } from '../catalogue'
import { creators } from './ms/creators'
import { receipts } from './ms/receipts'
import { studio } from './ms/studio'
import { notifications } from './ms/notifications'
import { goals } from './ms/goals'

/** The ms messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
