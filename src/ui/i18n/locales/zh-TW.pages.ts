import type { PagesCatalogue } from '../catalogue'
import { creators } from './zh-TW/creators'
import { receipts } from './zh-TW/receipts'
import { studio } from './zh-TW/studio'
import { notifications } from './zh-TW/notifications'
import { goals } from './zh-TW/goals'

/** The zh-TW messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio, ...receipts, ...notifications, ...goals }

export default catalogue
