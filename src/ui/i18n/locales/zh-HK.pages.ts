import type { PagesCatalogue } from '../catalogue'
import { creators } from './zh-HK/creators'
import { receipts } from './zh-HK/receipts'
import { studio } from './zh-HK/studio'
import { notifications } from './zh-HK/notifications'
import { goals } from './zh-HK/goals'

/** The zh-HK messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
