import { WALLETCONNECT_NOT_CONFIGURED } from '../../domain/wallets/walletOption'
import type { connect } from '../i18n/en/connect'
import type { Translate } from '../i18n/useT'

/**
 * Why a wallet option cannot be used, in the visitor's language: a reason the catalogue knows by its message; another
 * reason (an adapter's own English) only on an English page, never English in a translated one.
 */
export function unavailableReasonText(t: Translate<typeof connect>, reason: string | undefined): string | undefined {
  // The brand is a value, never part of the translated words.
  if (reason === WALLETCONNECT_NOT_CONFIGURED)
    return t('connect.step.walletConnectNotConfigured', { wallet: 'WalletConnect' })
  return t.locale === 'en' && reason ? reason : undefined
}
