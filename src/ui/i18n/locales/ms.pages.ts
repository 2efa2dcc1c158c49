import type { PagesCatalogue } from '../catalogue'
import { creators } from './ms/creators'
import { studio } from './ms/studio'

/** The ms messages of the creator and studio pages: a chunk of its own, loaded with those pages. */
const catalogue: PagesCatalogue = { ...creators, ...studio }

export default catalogue
