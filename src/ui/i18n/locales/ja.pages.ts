import type { PagesCatalogue } from '../catalogue'
import { creators } from './ja/creators'
import { studio } from './ja/studio'

/** The ja messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio }

export default catalogue
