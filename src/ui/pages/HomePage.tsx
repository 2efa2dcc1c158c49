import { useServices } from '../servicesContext'
import { AccountSummary } from './AccountSummary'
import { CreatorSearch } from './CreatorSearch'
import { useDocumentTitle } from './useDocumentTitle'

/** "/": what Creators Studio is, a way to open a creator's page, and the visitor's own account once connected. */
export function HomePage() {
  const { app } = useServices()
  useDocumentTitle(undefined)
  return (
    <div className="cs-page cs-home">
      <section className="cs-hero" aria-labelledby="home-title">
        <h1 id="home-title">Support creators straight from your wallet</h1>
        <p className="cs-lead">
          {app.appName} gives every creator a page at their Ethereum address or ENS name. Visitors send support in ETH
          directly to the creator — no platform in between, no account to create. Creators sign in with the same wallet
          to open their studio and see what they sent.
        </p>
        <CreatorSearch />
      </section>
      <AccountSummary />
    </div>
  )
}
