import { Link, useLocation } from 'wouter'
import { accountPages } from '../i18n/en/accountPages'
import { useT } from '../i18n/useT'
import { useDocumentTitle } from './useDocumentTitle'

/** The 404 page for any path no route matches. */
export function NotFoundPage() {
  const [pathname] = useLocation()
  const t = useT(accountPages)
  useDocumentTitle(t('account.notFound.title'))
  return (
    <section className="cs-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('account.notFound.title')}</h1>
      <p>{t.rich('account.notFound.body', { path: <code className="cs-break">{pathname}</code> })}</p>
      <p>
        <Link className="cs-link" to="/">
          {t('account.page.home')}
        </Link>
      </p>
    </section>
  )
}
