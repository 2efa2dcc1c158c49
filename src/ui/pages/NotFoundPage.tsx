import { Link, useLocation } from 'wouter'
import { useDocumentTitle } from './useDocumentTitle'

/** The 404 page for any path no route matches. */
export function NotFoundPage() {
  const [pathname] = useLocation()
  useDocumentTitle('Page not found')
  return (
    <section className="cs-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is nothing at <code className="cs-break">{pathname}</code>.
      </p>
      <p>
        <Link className="cs-link" to="/">
          Go to the home page
        </Link>
      </p>
    </section>
  )
}
