import { CreatorPage } from '../ui/pages/CreatorPage'
import { pageRoute } from './pageRoute'

/** The creator page (loaded on demand, see routes.tsx) with its wiring and messages. */
export const CreatorRoute = pageRoute(CreatorPage)
