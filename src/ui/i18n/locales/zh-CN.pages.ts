import type { PagesCatalogue } from '../catalogue'
import { creators } from './zh-CN/creators'
import { studio } from './zh-CN/studio'

/** The zh-CN messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio }

export default catalogue
