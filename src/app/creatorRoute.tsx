import { Route, Switch } from 'wouter'
import { CreatorPage } from '../ui/pages/CreatorPage'
import { NotFoundPage } from '../ui/pages/NotFoundPage'
import { ReceiptPage } from '../ui/pages/ReceiptPage'
import { pageRoute } from './pageRoute'

/** The creator page with the pages' wiring (its support form's too) and messages. */
const CreatorPageRoute = pageRoute(CreatorPage)

/** A support's receipt, with the same wiring and messages. */
const ReceiptPageRoute = pageRoute(ReceiptPage)

/**
 * Everything under /creators/ (loaded on demand, see routes.tsx): a creator's page and a support's receipt share this
 * chunk, so the first load holds one route for both; any other path under /creators/ is not found.
 */
export function CreatorRoute() {
  return (
    <Switch>
      <Route path="/creators/:addressOrName" component={CreatorPageRoute} />
      <Route path="/creators/:address/supports/:chainId/:txHash" component={ReceiptPageRoute} />
      <Route component={NotFoundPage} />
    </Switch>
  )
}
