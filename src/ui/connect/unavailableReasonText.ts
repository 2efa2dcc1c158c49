import type { UnavailableReason } from '../../domain/errors/codes'
import type { connect } from '../i18n/en/connect'
import type { Translate } from '../i18n/useT'

/** Why a wallet option cannot be used, in the visitor's language, by its code; undefined when it can be used. */
export function unavailableReasonText(
  t: Translate<typeof connect>,
  reason: UnavailableReason | undefined,
): string | undefined {
  switch (reason) {
    case 'walletconnect-not-configured':
      // The brand is a value, never part of the translated words.
      return t('connect.step.walletConnectNotConfigured', { wallet: 'WalletConnect' })
    case undefined:
      return undefined
  }
}
