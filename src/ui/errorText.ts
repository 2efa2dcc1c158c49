import { type FailureCode, failureOf, type TxMismatchReason } from '../domain/errors/failure'
import type { errors } from './i18n/en/errors'
import type { failures } from './i18n/en/failures'
import type { Translate } from './i18n/useT'

type Errors = Translate<typeof errors>
/** The errors area with the creators API's failures (their English loads with the pages: src/ui/failureText.ts). */
type AllErrors = Translate<typeof errors & typeof failures>
type ErrorKey = keyof (typeof errors & typeof failures) & string

/**
 * The catalogue key of every failure code (src/domain/errors/failure.ts): a code missing here is a compile error.
 * Written out, never built from the code: the build shortens every key it finds written
 * (scripts/catalogueKeysPlugin.ts).
 */
const KEY_OF_CODE: Readonly<Record<FailureCode, ErrorKey>> = {
  'user-rejected': 'errors.user-rejected',
  'switch-chain': 'errors.switch-chain',
  'add-chain': 'errors.add-chain',
  'unknown-chain': 'errors.unknown-chain',
  'connector-not-found': 'errors.connector-not-found',
  'resource-unavailable': 'errors.resource-unavailable',
  'connect-failed': 'errors.connect-failed',
  'sign-failed': 'errors.sign-failed',
  'send-failed': 'errors.send-failed',
  'watch-asset': 'errors.watch-asset',
  'switch-chain-unsupported': 'errors.switch-chain-unsupported',
  'session-changed': 'errors.session-changed',
  'sign-in-prepare': 'errors.sign-in-prepare',
  'sign-in-sign': 'errors.sign-in-sign',
  'sign-in-verify': 'errors.sign-in-verify',
  unknown: 'errors.unknown',
  'chain-not-configured': 'errors.chain-not-configured',
  unauthenticated: 'errors.unauthenticated',
  'not-owner': 'errors.not-owner',
  'forbidden-origin': 'errors.forbidden-origin',
  'store-unavailable': 'errors.store-unavailable',
  'rate-limited': 'errors.rate-limited',
  timeout: 'errors.timeout',
  'network-error': 'errors.network-error',
  'bad-response': 'errors.bad-response',
  'invalid-profile': 'errors.invalid-profile',
  'invalid-note': 'errors.invalid-request',
  'invalid-body': 'errors.invalid-request',
  'invalid-address': 'errors.invalid-request',
  // The Studio's Notifications section words these itself (notifications.error.*); anywhere else, a refused request.
  'invalid-webhook-url': 'errors.invalid-request',
  'webhook-url-refused': 'errors.invalid-request',
  'webhook-limit': 'errors.invalid-request',
  'webhook-disabled': 'errors.invalid-request',
  // Monthly support's own screens word these; anywhere else, a refused request.
  'invalid-monthly-offer': 'errors.invalid-request',
  'monthly-not-offered': 'errors.invalid-request',
  'permission-refused': 'errors.invalid-request',
  'invalid-cursor': 'errors.invalid-request',
  'invalid-path': 'errors.invalid-request',
  'body-too-large': 'errors.invalid-request',
  'tx-pending': 'errors.tx-pending',
  'tx-mismatch': 'errors.tx-mismatch',
  'already-recorded': 'errors.already-recorded',
  'rpc-unavailable': 'errors.rpc-unavailable',
  'not-found': 'errors.not-found',
  internal: 'errors.internal',
  // The sign-in API's refusals: the sign-in step reads them as a failed verification.
  'invalid-message': 'errors.sign-in-verify',
  'domain-mismatch': 'errors.sign-in-verify',
  'uri-mismatch': 'errors.sign-in-verify',
  'nonce-unknown': 'errors.sign-in-verify',
  'nonce-used': 'errors.sign-in-verify',
  'nonce-expired': 'errors.sign-in-verify',
  expired: 'errors.sign-in-verify',
  'not-yet-valid': 'errors.sign-in-verify',
  'bad-signature': 'errors.sign-in-verify',
  'verifier-unavailable': 'errors.sign-in-verify',
}

/** A `tx-mismatch`'s reason, told on its own. */
const KEY_OF_MISMATCH: Readonly<Record<TxMismatchReason, ErrorKey>> = {
  'unconfigured-chain': 'errors.tx-mismatch.unconfigured-chain',
  'another-recipient': 'errors.tx-mismatch.another-recipient',
  'another-sender': 'errors.tx-mismatch.another-sender',
  failed: 'errors.tx-mismatch.failed',
  'zero-value': 'errors.tx-mismatch.zero-value',
  'token-not-accepted': 'errors.tx-mismatch.token-not-accepted',
}

/**
 * What the visitor reads for a failure (a `{ code, params }`, a BaseError, anything thrown): the catalogue's words
 * for its code in the current locale; a code outside the table, or one whose words this page did not load, reads as
 * the generic "something went wrong". This and the profile problems' lookup are the only places a code becomes words.
 */
export function errorText(errorsT: Errors, error: unknown): string {
  // A page that shows the creators API's failures gives their English too (failureText); elsewhere a key without its
  // English reads as the key itself, and is taken as unknown below.
  const t = errorsT as AllErrors
  const text = (key: ErrorKey): string => {
    const shown = t(key)
    return shown === key ? t('errors.unknown') : shown
  }
  const failure = failureOf(error)
  switch (failure.code) {
    case 'chain-not-configured': {
      const { chainId, connector } = failure.params ?? {}
      if (chainId === undefined) return text('errors.sign-in-verify')
      // As the wallet says it, no digit grouping, in the language's digits.
      const id = new Intl.NumberFormat(t.locale || 'en', { useGrouping: false }).format(chainId)
      return connector
        ? t('errors.chain-not-configured-for', { chainId: id, connector })
        : t('errors.chain-not-configured', { chainId: id })
    }
    case 'tx-mismatch': {
      const reason = failure.params?.reason
      return text(reason ? KEY_OF_MISMATCH[reason] : 'errors.tx-mismatch')
    }
    default:
      return text(KEY_OF_CODE[failure.code])
  }
}
