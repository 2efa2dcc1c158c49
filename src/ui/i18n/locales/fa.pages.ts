import type { PagesCatalogue } from '../catalogue'
import { creators } from './fa/creators'
import { studio } from './fa/studio'

/** The fa messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio }

export default catalogue
