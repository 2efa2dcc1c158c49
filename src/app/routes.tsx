import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { HomePage } from '../ui/pages/HomePage'
import { NotFoundPage } from '../ui/pages/NotFoundPage'
import { PageLayout } from '../ui/pages/PageLayout'
import { PageViewReporter } from './PageViewReporter'

// Pages other than home load on demand, so the first page load carries only the shell, home and the connect button.
const CreatorPage = lazy(() => import('../ui/pages/CreatorPage').then((m) => ({ default: m.CreatorPage })))
const StudioPage = lazy(() => import('../ui/pages/StudioPage').then((m) => ({ default: m.StudioPage })))

/** The app's routes, all inside the page shell, plus the page-view reporter. Needs a router around it. */
export function AppRoutes() {
  return (
    <>
      <PageViewReporter />
      <Routes>
        <Route element={<PageLayout />}>
          <Route index element={<HomePage />} />
          <Route path="creators/:addressOrName" element={<CreatorPage />} />
          <Route path="studio" element={<StudioPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  )
}
