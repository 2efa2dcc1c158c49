import { useBrowser } from '../hooks/useBrowser'
import { BackButton } from './BackButton'
import { LearnActions } from './LearnActions'
import { MobileGetWallet } from './MobileGetWallet'
import { MobileWalletRow } from './MobileWalletRow'
import { useWalletLists } from './useWalletLists'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

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
  const t = useT(connect)
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
          {t('connect.panel.learnTitle')}
        </h3>
        <p className="cs-muted cs-center">{t('connect.learn.mobileText')}</p>
        <LearnActions onGet={() => onView('get')} />
      </section>
    </div>
  )
}
