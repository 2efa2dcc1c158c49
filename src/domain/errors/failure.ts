import type { ClaimMismatch } from '../support/claim'

/**
 * The codes of the creators and sign-in APIs the browser can meet: the server's answers
 * (product rules: "Creator profiles"; product rules: "Sign-in API") and the client's own (`timeout`, `network-error`, `bad-response`).
 */
export const API_FAILURE_CODES = [
  'unauthenticated',
  'not-owner',
  'forbidden-origin',
  'store-unavailable',
  'rate-limited',
  'timeout',
  'network-error',
  'bad-response',
  'invalid-profile',
  'invalid-note',
  'invalid-body',
  'invalid-address',
  'invalid-cursor',
  'body-too-large',
  'tx-pending',
  'tx-mismatch',
  'already-recorded',
  'rpc-unavailable',
  'not-found',
  'internal',
] as const

/** The wallet, chain and sign-in codes a visitor reads (product rules: "Wallet errors", "Sign-in messages"). */
export const WALLET_FAILURE_CODES = [
  'user-rejected',
  'switch-chain',
  'add-chain',
  'unknown-chain',
  'connector-not-found',
  'resource-unavailable',
  'connect-failed',
  'sign-failed',
  'send-failed',
  'watch-asset',
  'switch-chain-unsupported',
  'session-changed',
  'sign-in-prepare',
  'sign-in-sign',
  'sign-in-verify',
  'chain-not-configured',
  'chain-not-configured-for',
  'wallet-not-installed',
  'wallet-not-available',
  'wrong-network',
  'switch-unsupported',
] as const

export type ApiFailureCode = (typeof API_FAILURE_CODES)[number]

/** Every failure a visitor may read, by code: the closed list; `unknown` is whatever else went wrong. */
export type FailureCode = ApiFailureCode | (typeof WALLET_FAILURE_CODES)[number] | 'unknown'

/** Why the server refused a note's transaction (`tx-mismatch`): see admitClaim. */
export type TxMismatchReason = ClaimMismatch

const TX_MISMATCH_REASONS: readonly TxMismatchReason[] = [
  'unconfigured-chain',
  'another-recipient',
  'another-sender',
  'failed',
  'zero-value',
  'token-not-accepted',
]

/**
 * A failure as state carries it: a code, and for `tx-mismatch` the reason when the server gave one. Never words: the
 * UI says it in the visitor's language (src/ui/errorText.ts).
 */
export type Failure =
  | { readonly code: Exclude<FailureCode, 'tx-mismatch'> }
  | { readonly code: 'tx-mismatch'; readonly params?: { readonly reason: TxMismatchReason } }

/** What the visitor was doing when a creators API call failed: the first half of the sentence the UI builds. */
export type FailedAction =
  | 'load-profile'
  | 'save-profile'
  | 'load-notes'
  | 'load-totals'
  | 'hide-note'
  | 'show-note'
  | 'record-note'

/** A failed action and its cause, e.g. `{ action: 'save-profile', cause: { code: 'timeout' } }`. */
export type ActionFailure = { readonly action: FailedAction; readonly cause: Failure }

const CODES: ReadonlySet<string> = new Set<string>([...API_FAILURE_CODES, ...WALLET_FAILURE_CODES])

const read = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null ? Reflect.get(error, name) : undefined

/** Whether `code` is one of the closed list. @example isFailureCode('timeout') // true */
export function isFailureCode(code: unknown): code is FailureCode {
  return code === 'unknown' || (typeof code === 'string' && CODES.has(code))
}

/**
 * The failure an error stands for, read structurally (its `code`, and a `tx-mismatch`'s `reason`), whatever threw it;
 * a code outside the list is `unknown`. Never throws.
 * @example failureOf(new BaseError('x', { code: 'timeout' })) // { code: 'timeout' }
 */
export function failureOf(error: unknown): Failure {
  const code = read(error, 'code')
  if (code === 'tx-mismatch') {
    const reason = read(error, 'reason')
    return TX_MISMATCH_REASONS.includes(reason as TxMismatchReason)
      ? { code, params: { reason: reason as TxMismatchReason } }
      : { code }
  }
  return isFailureCode(code) ? { code: code as Exclude<FailureCode, 'tx-mismatch'> } : { code: 'unknown' }
}
