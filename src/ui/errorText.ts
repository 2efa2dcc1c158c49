import type { FailureCode } from '../domain/errors/failure'
import type { errors } from './i18n/en/errors'
import type { failures } from './i18n/en/failures'
import type { Translate } from './i18n/useT'

type Errors = Translate<typeof errors>
/** The errors area with the creators API's failures (their English loads with the pages: src/ui/failureText.ts). */
type AllErrors = Translate<typeof errors & typeof failures>
type ErrorKey = keyof (typeof errors & typeof failures) & string

const read = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null ? Reflect.get(error, name) : undefined

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
  'chain-not-configured-for': 'errors.chain-not-configured-for',
  'wallet-not-installed': 'errors.wallet-not-installed',
  'wallet-not-available': 'errors.wallet-not-available',
  'wrong-network': 'errors.wrong-network',
  'switch-unsupported': 'errors.switch-unsupported',
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
  'invalid-cursor': 'errors.invalid-request',
  'body-too-large': 'errors.invalid-request',
  'tx-pending': 'errors.tx-pending',
  'tx-mismatch': 'errors.tx-mismatch',
  'already-recorded': 'errors.already-recorded',
  'rpc-unavailable': 'errors.rpc-unavailable',
  'not-found': 'errors.not-found',
  internal: 'errors.internal',
}

/** A `tx-mismatch`'s reason, told on its own (src/domain/creators/admitClaim.ts: ClaimMismatch). */
const KEY_OF_MISMATCH: Readonly<Record<string, ErrorKey>> = {
  'unconfigured-chain': 'errors.tx-mismatch.unconfigured-chain',
  'another-recipient': 'errors.tx-mismatch.another-recipient',
  'another-sender': 'errors.tx-mismatch.another-sender',
  failed: 'errors.tx-mismatch.failed',
  'zero-value': 'errors.tx-mismatch.zero-value',
  'token-not-accepted': 'errors.tx-mismatch.token-not-accepted',
}

/** The catalogue key of a code shown to visitors; undefined for developer-only and unknown codes. */
function keyOf(code: unknown): ErrorKey | undefined {
  return typeof code === 'string' && Object.hasOwn(KEY_OF_CODE, code) ? KEY_OF_CODE[code as FailureCode] : undefined
}

/**
 * What the visitor reads for a failure (`{ code, ...params }`, a BaseError, a server error answer, anything thrown):
 * the message of its code in the current locale. A code the catalogue does not know shows the error's own short
 * message in English, and the generic "something went wrong" in any other language (never English text in a
 * translated page).
 */
export function errorText(errorsT: Errors, error: unknown): string {
  // A page that shows the creators API's failures gives their English too (failureText); elsewhere a key without its
  // English reads as the key itself, and is taken as unknown below.
  const t = errorsT as AllErrors
  const text = (key: ErrorKey): string | undefined => {
    const shown = t(key)
    return shown === key ? undefined : shown
  }
  const code = read(error, 'code')
  if (code === 'chain-not-configured') {
    const chainId = read(error, 'chainId')
    const connector = read(error, 'connectorName')
    if (typeof chainId === 'number') {
      // As the wallet says it, no digit grouping, in the language's digits.
      const id = new Intl.NumberFormat(t.locale || 'en', { useGrouping: false }).format(chainId)
      return typeof connector === 'string' && connector
        ? t('errors.chain-not-configured-for', { chainId: id, connector })
        : t('errors.chain-not-configured', { chainId: id })
    }
  } else if (code === 'tx-mismatch') {
    const reason = read(error, 'reason')
    const key =
      typeof reason === 'string' && Object.hasOwn(KEY_OF_MISMATCH, reason) ? KEY_OF_MISMATCH[reason] : undefined
    const shown = text(key ?? 'errors.tx-mismatch')
    if (shown) return shown
  } else {
    const key = keyOf(code)
    const shown = key && text(key)
    if (shown) return shown
  }
  const short = read(error, 'shortMessage')
  return t.locale === 'en' && typeof short === 'string' && short.trim() !== '' ? short : t('errors.unknown')
}
