import { StudioPage } from '../ui/pages/StudioPage'
import { pageRoute } from './pageRoute'

/** The studio (loaded on demand, see routes.tsx) with the pages' wiring and messages. */
export const StudioRoute = pageRoute(StudioPage)
