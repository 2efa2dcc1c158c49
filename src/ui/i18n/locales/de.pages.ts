import type { PagesCatalogue } from '../catalogue'
import { creators } from './de/creators'
import { studio } from './de/studio'

/** The de messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio }

export default catalogue
