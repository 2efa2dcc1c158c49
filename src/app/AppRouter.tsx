import { BrowserRouter } from 'react-router'
import { AppRoutes } from './routes'

/** Client-side routing on the browser's history (the server answers every client route with index.html). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
