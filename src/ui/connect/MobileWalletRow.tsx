import { useId } from 'react'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { useCoolMode } from '../confetti/useCoolMode'
import { useWalletSession } from '../hooks/useWalletSession'
import { useConnectPanel } from './useConnectPanel'
import { MobileDeepLinkPanel, showsDeepLinkPanel } from './MobileDeepLinkPanel'
import { useMobileDeepLink } from './useMobileDeepLink'
import { unavailableReasonText } from './unavailableReasonText'
import { WalletIcon } from './WalletIcon'
import { connect } from '../i18n/en/connect'
import { errors } from '../i18n/en/errors'
import { useT } from '../i18n/useT'

export type MobileWalletRowProps = {
  wallets: readonly WalletOption[]
  /** Confetti from the wallet buttons (AppInfo.coolMode). */
  coolMode?: boolean | undefined
}

/**
 * product rules: "Mobile connect": the row of wallets ("Recent" tag, "(unsupported)" when not ready, then it cannot be
 * tapped); a tap connects. A wallet that says why it is unavailable has that reason under the row
 * (product rules: "WalletConnect project id").
 */
export function MobileWalletRow({ wallets, coolMode = false }: MobileWalletRowProps) {
  const t = useT(connect)
  const te = useT(errors)
  const session = useWalletSession()
  const reasonId = useId()
  // The connect panel's machine without its steps: a tap selects (and connects) the wallet, RETRY after a failure.
  const [panel, dispatch] = useConnectPanel()
  const chosen = 'wallet' in panel ? wallets.find((option) => option.id === panel.wallet.id) : undefined
  const deepLink = useMobileDeepLink()
  // A WalletConnect wallet's app opens by its mobile link, inside this tap (the deep-link machine's openLink); any
  // other wallet connects through the panel's machine, never by its desktop link.
  const connectTo = (option: WalletOption) => {
    const linked = deepLink.deepLinkWallet(option)
    if (linked) deepLink.send({ type: 'walletTapped', wallet: linked })
    else dispatch({ type: 'walletSelected', wallet: { ...option, desktopLink: undefined } })
  }
  if (showsDeepLinkPanel(deepLink.state))
    return <MobileDeepLinkPanel key={deepLink.state.step} state={deepLink.state} send={deepLink.send} />
  const linkOpening =
    deepLink.state.step === 'opening' || deepLink.state.step === 'away' ? deepLink.state.wallet : undefined
  const connecting = session.status === 'connecting' && session.walletId === chosen?.id
  const failed = chosen !== undefined && 'connectState' in panel && panel.connectState === 'error'
  const unavailable = wallets.filter((option) => !option.ready && unavailableReasonText(t, option.unavailableReason))
  const describedBy = (option: WalletOption) =>
    unavailable.includes(option) ? `${reasonId}-${unavailable.indexOf(option)}` : undefined
  return (
    // data-pairing: the shared WalletConnect pairing's status (preparing, ready...), as a state attribute for styles and
    // tests; a tap follows the wallet's link at once only when it is ready.
    <div className="cs-mobile-wallets" data-pairing={deepLink.state.pairing.status}>
      <ul className="cs-mobile-row">
        {wallets.map((option) => (
          <li key={option.id}>
            <MobileWalletButton
              option={option}
              coolMode={coolMode}
              describedBy={describedBy(option)}
              onTap={connectTo}
            />
          </li>
        ))}
      </ul>
      {unavailable.map((option, i) => (
        <p key={option.id} id={`${reasonId}-${i}`} className="cs-muted cs-center cs-mobile-reason">
          {t('connect.step.unavailableReason', {
            message: te('errors.wallet-not-available', { wallet: option.name }),
            reason: unavailableReasonText(t, option.unavailableReason) ?? '',
          })}
        </p>
      ))}
      <div className="cs-mobile-status" aria-live="polite">
        {linkOpening && <p className="cs-muted cs-center">{t('connect.step.opening', { wallet: linkOpening.name })}</p>}
        {!linkOpening && connecting && chosen && (
          <p className="cs-muted cs-center">{t('connect.step.opening', { wallet: chosen.name })}</p>
        )}
        {!linkOpening && failed && chosen && (
          <button type="button" className="cs-pill-button" onClick={() => dispatch({ type: 'retried' })}>
            {t('connect.step.retry')}
          </button>
        )}
      </div>
    </div>
  )
}

type MobileWalletButtonProps = {
  option: WalletOption
  coolMode: boolean
  describedBy: string | undefined
  onTap(option: WalletOption): void
}

function MobileWalletButton({ option, coolMode, describedBy, onTap }: MobileWalletButtonProps) {
  const t = useT(connect)
  const ref = useCoolMode<HTMLButtonElement>(option.iconUrl, coolMode)
  return (
    <button
      ref={ref}
      type="button"
      className="cs-mobile-wallet"
      disabled={!option.ready}
      aria-describedby={describedBy}
      onClick={() => onTap(option)}
    >
      <WalletIcon url={option.iconUrl} background={option.iconBackground} size={60} radius={14} />
      <span className="cs-mobile-wallet-name" dir="auto">
        {option.shortName ?? option.name}
      </span>
      {!option.ready && (
        <>
          {' '}
          <span className="cs-mobile-wallet-suffix">{t('connect.list.unsupported')}</span>
        </>
      )}
      {option.recent && <span className="cs-recent">{t('connect.list.recent')}</span>}
    </button>
  )
}
