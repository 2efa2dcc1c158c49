import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import { HomePage } from '../ui/pages/HomePage'
import { NotFoundPage } from '../ui/pages/NotFoundPage'
import { PageLayout } from '../ui/pages/PageLayout'
import { PageViewReporter } from './PageViewReporter'

// Pages other than home load on demand, so the first page load carries only the shell, home and the connect button.
// Each comes composed with its wiring and its messages (pageRoute.tsx), which load with it.
// The creator pages (a creator's, a support's receipt) share one route and one chunk (creatorRoute.tsx).
const CreatorPage = lazy(() => import('./creatorRoute').then((m) => ({ default: m.CreatorRoute })))
const StudioPage = lazy(() => import('./studioRoute').then((m) => ({ default: m.StudioRoute })))

/**
 * The app's routes, all inside the page shell, plus the page-view reporter: beside the page, so a navigation counts
 * once its page is shown (after a lazy page's code has loaded), and with the error that replaces a page that failed.
 * Needs a router around it (wouter: the browser's location by default). Paths match case-insensitively, with or
 * without a trailing slash.
 */
export function AppRoutes() {
  return (
    <PageLayout shown={<PageViewReporter />} failed={<PageViewReporter failed />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/creators/*" component={CreatorPage} />
        <Route path="/studio" component={StudioPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </PageLayout>
  )
}
