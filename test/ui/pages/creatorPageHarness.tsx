import { Route, Switch } from 'wouter'
import { CreatorPage } from '../../../src/ui/pages/CreatorPage'
import type { UiServices } from '../../../src/ui/servicesContext'
import { renderAt } from './pagesHarness'

/**
 * The creator page at `path` (`/creators/<address or name>…`), routed as the app routes it. Apart from the pages
 * harness, so that a test mocking a module the page imports can still use the harness.
 */
export function renderCreatorAt(path: string, services: UiServices) {
  return renderAt(
    path,
    <Switch>
      <Route path="/creators/:addressOrName">
        <CreatorPage />
      </Route>
    </Switch>,
    services,
  )
}
