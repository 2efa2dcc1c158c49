import { CreatorPage } from '../ui/pages/CreatorPage'
import { pageRoute } from './pageRoute'

/** The creator page (loaded on demand, see routes.tsx) with the pages' wiring (its support form's too) and messages. */
export const CreatorRoute = pageRoute(CreatorPage)
