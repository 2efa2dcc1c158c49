import { useBrowser } from '../hooks/useBrowser'
import { BackButton } from './BackButton'
import { LearnActions } from './LearnActions'
import { MobileGetWallet } from './MobileGetWallet'
import { MobileWalletRow } from './MobileWalletRow'
import { useWalletLists } from './useWalletLists'

export type MobileView = 'main' | 'get'

/**
 * product rules: "Mobile connect", the bottom sheet: the row of wallets and the "What is a Wallet?" explainer, or the
 * "Get a Wallet" view.
 */
export function MobileConnect({
  view,
  onView,
  coolMode = false,
}: {
  view: MobileView
  onView(view: MobileView): void
  coolMode?: boolean
}) {
  const browser = useBrowser()
  const { listed, suggestions } = useWalletLists({ mobile: true, browser })
  if (view === 'get') {
    return (
      <div className="cs-mobile">
        <BackButton onClick={() => onView('main')} />
        <MobileGetWallet wallets={suggestions} />
      </div>
    )
  }
  return (
    <div className="cs-mobile">
      <MobileWalletRow wallets={listed} coolMode={coolMode} />
      <hr className="cs-divider" />
      <section className="cs-mobile-learn" aria-labelledby="cs-mobile-learn-title">
        <h3 id="cs-mobile-learn-title" className="cs-panel-title">
          What is a Wallet?
        </h3>
        <p className="cs-muted cs-center">
          A wallet is used to send, receive, store, and display digital assets. It's also a new way to log in, without
          needing to create new accounts and passwords on every website.
        </p>
        <LearnActions onGet={() => onView('get')} />
      </section>
    </div>
  )
}
