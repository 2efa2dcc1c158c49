import { accountPages } from '../i18n/en/accountPages'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { AccountSummary } from './AccountSummary'
import { CreatorSearch } from './CreatorSearch'
import { useDocumentTitle } from './useDocumentTitle'

/** "/": what Creators Studio is, a way to open a creator's page, and the visitor's own account once connected. */
export function HomePage() {
  const { app } = useServices()
  const t = useT(accountPages)
  useDocumentTitle(undefined)
  return (
    <div className="cs-page cs-home">
      <section className="cs-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('account.home.title')}</h1>
        <p className="cs-lead">{t('account.home.lead', { appName: app.appName })}</p>
        <CreatorSearch />
      </section>
      <AccountSummary />
    </div>
  )
}
