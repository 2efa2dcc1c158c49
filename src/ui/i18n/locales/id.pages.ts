import type { PagesCatalogue } from '../catalogue'
import { creators } from './id/creators'
import { studio } from './id/studio'

/** The id messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio }

export default catalogue
