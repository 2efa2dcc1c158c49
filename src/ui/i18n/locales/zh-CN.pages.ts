import type { PagesCatalogue } from '../catalogue'
import { creators } from './zh-CN/creators'
import { receipts } from './zh-CN/receipts'
import { studio } from './zh-CN/studio'
import { notifications } from './zh-CN/notifications'
import { goals } from './zh-CN/goals'

/** The zh-CN messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
