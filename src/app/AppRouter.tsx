import { Router } from 'wouter'
import { AppRoutes } from './routes'

/** Client-side routing on the browser's history (the server answers every client route with index.html). */
export function AppRouter() {
  return (
    <Router>
      <AppRoutes />
    </Router>
  )
}
