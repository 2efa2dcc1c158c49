import type { ClaimMismatch } from '../support/claim'
import type { SpendPermissionRefusal } from '../support/monthly/admitSpendPermission'

/**
 * Marks the params a code carries. The table below is read for its keys and types: the value is never looked at, so
 * one empty object serves every entry.
 */
function takes<P extends object = Record<never, never>>(): P {
  return EMPTY as P
}
const EMPTY = Object.freeze({})

/** Why the server refused a claimed support's transaction (`tx-mismatch`): see admitSupportClaim. */
export type TxMismatchReason = ClaimMismatch

// Written as a record so that a refusal admitSupportClaim adds without its reason here is a compile error.
const REASONS: Readonly<Record<TxMismatchReason, true>> = {
  'unconfigured-chain': true,
  'another-recipient': true,
  'another-sender': true,
  failed: true,
  'zero-value': true,
  'token-not-accepted': true,
}

/**
 * Every failure a person can read, by code, with the params its words need: the one closed table the server, the
 * browser and validation share. A code becomes words only in the UI's catalogue lookup (src/ui/errorText.ts,
 * src/ui/pages/ProfileFieldProblems.tsx); the English a server answer or an error object carries for developers is not
 * what a visitor reads.
 */
const CODES = {
  /** What the creators and sign-in APIs answer (product rules: "Sign-in API", "Creators API"). */
  api: {
    unauthenticated: takes(),
    'not-owner': takes(),
    'forbidden-origin': takes(),
    'store-unavailable': takes(),
    'rate-limited': takes(),
    'invalid-profile': takes(),
    'invalid-note': takes(),
    'invalid-body': takes(),
    'invalid-address': takes(),
    'invalid-cursor': takes(),
    'invalid-path': takes(),
    'body-too-large': takes(),
    'tx-pending': takes(),
    'tx-mismatch': takes<{ readonly reason?: TxMismatchReason }>(),
    'already-recorded': takes(),
    'rpc-unavailable': takes(),
    'not-found': takes(),
    internal: takes(),
    'invalid-webhook-url': takes(),
    'webhook-url-refused': takes(),
    'webhook-limit': takes(),
    'webhook-disabled': takes(),
    'invalid-monthly-offer': takes(),
    'monthly-not-offered': takes(),
    'permission-refused': takes<{ readonly reason?: SpendPermissionRefusal }>(),
  },
  /** Why the sign-in API refused a signed message (product rules: "When a sign-in message verifies"). */
  signIn: {
    'invalid-message': takes(),
    'domain-mismatch': takes(),
    'uri-mismatch': takes(),
    'chain-not-configured': takes<{ readonly chainId?: number; readonly connector?: string }>(),
    'nonce-unknown': takes(),
    'nonce-used': takes(),
    'nonce-expired': takes(),
    expired: takes(),
    'not-yet-valid': takes(),
    'bad-signature': takes(),
    'verifier-unavailable': takes(),
  },
  /** What the browser's API client says when no answer could be read. */
  client: {
    timeout: takes(),
    'network-error': takes(),
    'bad-response': takes(),
  },
  /** The wallet, chain and sign-in step failures a visitor reads (product rules: "Wallet errors", "Sign-in messages"). */
  wallet: {
    'user-rejected': takes(),
    'switch-chain': takes(),
    'add-chain': takes(),
    'unknown-chain': takes(),
    'connector-not-found': takes(),
    'resource-unavailable': takes(),
    'connect-failed': takes(),
    'sign-failed': takes(),
    'send-failed': takes(),
    'watch-asset': takes(),
    'switch-chain-unsupported': takes(),
    'session-changed': takes(),
    'sign-in-prepare': takes(),
    'sign-in-sign': takes(),
    'sign-in-verify': takes(),
  },
  /**
   * What can be wrong with a submitted profile field (product rules: "Creator profiles"); `max` is the limit the
   * words name (50 in "1 to 50 characters", an asset's decimals). `fieldMissing` and `fieldMalformed` are a field the
   * request left out or sent as the wrong kind of value: the Studio's form never does, another client may.
   */
  profile: {
    fieldMissing: takes(),
    fieldMalformed: takes(),
    displayNameLength: takes<{ readonly max: number }>(),
    displayNameControl: takes(),
    displayNameInvisible: takes(),
    bioLength: takes<{ readonly max: number }>(),
    bioControl: takes(),
    linksTooMany: takes<{ readonly max: number }>(),
    linkIncomplete: takes(),
    linkLabelLength: takes<{ readonly max: number }>(),
    linkLabelControl: takes(),
    linkLabelInvisible: takes(),
    linkUrlTooLong: takes<{ readonly max: number }>(),
    linkUrlInvalid: takes(),
    linkUrlNotHttps: takes(),
    linkUrlCredentials: takes(),
    accentColorFormat: takes(),
    amountsTooMany: takes<{ readonly max: number }>(),
    amountsDuplicate: takes(),
    amountsAssetUnknown: takes(),
    amountFormat: takes(),
    amountPositive: takes(),
    amountDecimals: takes<{ readonly max: number }>(),
    amountTooLarge: takes(),
    amountAmbiguous: takes(),
    thankYouLength: takes<{ readonly max: number }>(),
    thankYouControl: takes(),
    noteLength: takes<{ readonly max: number }>(),
    noteControl: takes(),
    /** A profile's goal: not an object (nor null), or one of its parts (`goal.asset`, `goal.amount`, ...). */
    goalInvalid: takes(),
    goalAssetUnknown: takes(),
    goalAmountFormat: takes(),
    goalAmountPositive: takes(),
    goalAmountDecimals: takes<{ readonly max: number }>(),
    goalAmountTooLarge: takes(),
    goalPeriod: takes(),
    goalTitleLength: takes<{ readonly max: number }>(),
    goalTitleControl: takes(),
    goalTitleInvisible: takes(),
  },
  /** Why a wallet option cannot be used here (the connect step says it beside the option). */
  walletOption: {
    'walletconnect-not-configured': takes(),
  },
  /** Whatever else went wrong. */
  other: { unknown: takes() },
} as const

type Table = typeof CODES
type Flat = Table['api'] &
  Table['signIn'] &
  Table['client'] &
  Table['wallet'] &
  Table['profile'] &
  Table['walletOption'] &
  Table['other']

/** Every code of the table. */
type Code = keyof Flat & string

/** The params a code's words need (`{}` for most). */
type ParamsOf<C extends Code> = Flat[C]

/** A code the server may answer with: what `ApiError.code` is, so the server cannot answer a code the browser lacks. */
export type ApiCode = (keyof Table['api'] | keyof Table['signIn']) & string

/** The sign-in API's refusals (a subset of ApiCode). */
export type SignInErrorCode = keyof Table['signIn'] & string

/** A problem with one submitted profile or note field. */
export type ProblemCode = keyof Table['profile'] & string

/** Why a wallet option cannot be used. */
export type UnavailableReason = keyof Table['walletOption'] & string

/**
 * Every failure a visitor may read as a whole message (not a field's problem nor a wallet option's reason);
 * `unknown` is whatever else.
 */
export type FailureCode = Exclude<Code, ProblemCode | UnavailableReason>

/** A code with its params: `params` only where the code takes some, required where one of them is. */
export type Coded<C extends Code = Code> = C extends Code
  ? [keyof ParamsOf<C>] extends [never]
    ? { readonly code: C }
    : Record<never, never> extends ParamsOf<C>
      ? { readonly code: C; readonly params?: ParamsOf<C> }
      : { readonly code: C; readonly params: ParamsOf<C> }
  : never

/** The codes of one group, as a list (for a closed check at run time). */
function codesOf(...groups: (keyof Table)[]): ReadonlySet<string> {
  return new Set(groups.flatMap((group) => Object.keys(CODES[group])))
}

const FAILURE_CODES = codesOf('api', 'signIn', 'client', 'wallet', 'other')
const PROBLEM_CODES = codesOf('profile')

/** Whether `code` is a failure code of the table. @example isFailureCode('timeout') // true */
export function isFailureCode(code: unknown): code is FailureCode {
  return typeof code === 'string' && FAILURE_CODES.has(code)
}

/** Whether `code` is a field problem's code. @example isProblemCode('linkUrlNotHttps') // true */
export function isProblemCode(code: unknown): code is ProblemCode {
  return typeof code === 'string' && PROBLEM_CODES.has(code)
}

/** Whether `reason` is a `tx-mismatch` reason. */
export function isTxMismatchReason(reason: unknown): reason is TxMismatchReason {
  return typeof reason === 'string' && Object.hasOwn(REASONS, reason)
}
