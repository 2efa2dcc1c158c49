import { StudioPage } from '../ui/pages/StudioPage'
import { pageRoute } from './pageRoute'

/** The studio (loaded on demand, see routes.tsx) with its wiring and messages. */
export const StudioRoute = pageRoute(StudioPage)
