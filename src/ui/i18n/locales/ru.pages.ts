import type { PagesCatalogue } from '../catalogue'
import { creators } from './ru/creators'
import { receipts } from './ru/receipts'
import { studio } from './ru/studio'
import { notifications } from './ru/notifications'
import { goals } from './ru/goals'

/** The ru messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
