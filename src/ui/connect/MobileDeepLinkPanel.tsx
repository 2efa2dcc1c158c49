import { useEffect, useRef, useState } from 'react'
import type { MobileDeepLinkEvent, MobileDeepLinkState } from '../../domain/connection/mobileDeepLink'
import { useServices } from '../servicesContext'
import { QrCode } from './QrCode'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

type PanelState = Extract<MobileDeepLinkState, { step: 'chosen' | 'didNotOpen' | 'waiting' | 'failed' }>

/** True when the deep-link flow shows its own panel in place of the wallet row. */
export function showsDeepLinkPanel(state: MobileDeepLinkState): state is PanelState {
  return state.step === 'chosen' || state.step === 'didNotOpen' || state.step === 'waiting' || state.step === 'failed'
}

/**
 * The phone sheet when a wallet's link needs the visitor again: "Open {wallet}" (a fresh tap, same pairing) before the
 * pairing was ready, when the link did not open (with the store link and a way to pair from another device), or when
 * the visitor came back without approving; RETRY after a rejection or an ended pairing. Cancel returns to the row.
 */
export function MobileDeepLinkPanel({ state, send }: { state: PanelState; send(event: MobileDeepLinkEvent): void }) {
  const t = useT(connect)
  const { wallet } = state
  // The row (and the tapped wallet's button) is gone: the focus moves to the panel that replaced it (keyed by step, so
  // also with each step).
  const ref = useRef<HTMLElement>(null)
  useEffect(() => ref.current?.focus(), [])
  const uri = state.pairing.status === 'ready' ? state.pairing.uri : undefined
  const message = {
    chosen: uri ? undefined : t('connect.mobile.preparing', { wallet: wallet.name }),
    didNotOpen: t('connect.mobile.notOpened', { wallet: wallet.name }),
    waiting: t('connect.mobile.waiting', { wallet: wallet.name }),
    failed: t('connect.mobile.failed', { wallet: wallet.name }),
  }[state.step]
  return (
    <section ref={ref} className="cs-mobile-deeplink" tabIndex={-1} aria-label={wallet.name}>
      <p className="cs-center cs-mobile-deeplink-message" role="status">
        {message}
      </p>
      <div className="cs-mobile-deeplink-actions">
        {state.step === 'failed' ? (
          <button type="button" className="cs-pill-button" onClick={() => send({ type: 'retried' })}>
            {t('connect.step.retry')}
          </button>
        ) : (
          uri && (
            <button type="button" className="cs-pill-button" onClick={() => send({ type: 'openTapped' })}>
              {t('connect.mobile.open', { wallet: wallet.name })}
            </button>
          )
        )}
        {state.step === 'didNotOpen' && wallet.storeUrl && (
          <a className="cs-pill-button" href={wallet.storeUrl} target="_blank" rel="noopener noreferrer">
            {t('connect.get.getWallet', { wallet: wallet.name })}
          </a>
        )}
        <button type="button" className="cs-pill-button" onClick={() => send({ type: 'cancelled' })}>
          {t('connect.signIn.cancel')}
        </button>
      </div>
      {state.step === 'didNotOpen' && uri && <OtherDevice uri={uri} walletName={wallet.name} />}
    </section>
  )
}

/** "Copy link" and the pairing's QR code, to pair from another device. */
function OtherDevice({ uri, walletName }: { uri: string; walletName: string }) {
  const t = useT(connect)
  const { clipboard } = useServices()
  const [copied, setCopied] = useState(false)
  return (
    <div className="cs-mobile-deeplink-other">
      <p className="cs-muted cs-center">{t('connect.mobile.otherDevice')}</p>
      <QrCode uri={uri} size={200} label={t('connect.step.qrLabel', { wallet: walletName })} />
      <button
        type="button"
        className="cs-pill-button"
        onClick={() =>
          void clipboard.writeText(uri).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('connect.mobile.copied') : t('connect.mobile.copyLink')}
      </button>
    </div>
  )
}
