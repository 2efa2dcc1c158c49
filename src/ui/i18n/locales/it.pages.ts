import type { PagesCatalogue } from '../catalogue'
import { creators } from './it/creators'
import { studio } from './it/studio'

/** The it messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio }

export default catalogue
