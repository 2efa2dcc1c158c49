import { assertNever } from '../shared/assertNever'
import type { Hex } from '../shared/hex'
import { stay, type MachineWiring } from '../shared/machine'
import { PREFETCHED_NONCE_MAX_AGE_MS } from './prefetchedNonce'
import { sameSession, type AuthSession } from './session'
import {
  SIGN_IN_DIALOG_IDLE,
  type SignInDialogState,
  type SignInFailureCode,
  type SignInRequest,
} from './signInDialogState'

/** The nonce of the next attempt: asked for (`fetching`) or at hand, with the time it was asked for. */
type SignInNonce =
  | { status: 'fetching'; id: number }
  | { status: 'ready'; id: number; value: string; requestedAt: number }

/**
 * The attempt under way: waiting for its nonce, at the wallet prompt (with the nonce it signs), at the server, or
 * revoking the session the server made for a wallet that has left meanwhile.
 */
type SignInAttempt =
  | { id: number; phase: 'nonce'; request: SignInRequest; at: number }
  | { id: number; phase: 'prompt'; request: SignInRequest; nonce: string }
  | { id: number; phase: 'verify'; request: SignInRequest }
  | { id: number; phase: 'revoke'; request: SignInRequest }

/**
 * The sign-in step's machine: what the view shows (`dialog`), the nonce fetched ahead of the click, the attempt under
 * way, and the wallet last reported (undefined before the first report: no attempt counts as left then).
 */
export type SignInState = {
  dialog: SignInDialogState
  nonce: SignInNonce | null
  /** Present exactly while the dialog is signing or verifying. */
  attempt: SignInAttempt | null
  wallet: AuthSession | null | undefined
  /** The last id given to a nonce fetch or an attempt: an answer about another one is stale and changes nothing. */
  serial: number
}

export const INITIAL_SIGN_IN: SignInState = {
  dialog: SIGN_IN_DIALOG_IDLE,
  nonce: null,
  attempt: null,
  wallet: undefined,
  serial: 0,
}

/** Facts the sign-in step hears: from the view, from its effects' handlers (by id), and from the auth service. */
export type SignInEvent =
  /** The step opened (or a renewal began): a nonce is fetched ahead of the click unless one is fresh. */
  | { type: 'stepOpened'; at: number }
  /** The visitor asked to sign in; ignored while an attempt is under way. */
  | { type: 'signInRequested'; request: SignInRequest; at: number }
  | { type: 'nonceFetched'; id: number; nonce: string; requestedAt: number }
  | { type: 'nonceFetchFailed'; id: number }
  | { type: 'messageSigned'; attempt: number; message: string; signature: Hex }
  /** The visitor declined in the wallet: not a failure, back to idle without one (the nonce is kept). */
  | { type: 'signatureRejected'; attempt: number }
  | { type: 'signingFailed'; attempt: number }
  /** Anything unexpected on the way to the wallet (building the message, loading the checksum). */
  | { type: 'failed'; attempt: number }
  | { type: 'verified'; attempt: number; session: AuthSession }
  | { type: 'verificationFailed'; attempt: number }
  | { type: 'sessionRevoked'; attempt: number }
  /** The wallet now there (null: none), as the auth service was told. */
  | { type: 'walletReported'; wallet: AuthSession | null }
  /** The auth service signed out: back to idle without a failure (an answer the server is giving still counts). */
  | { type: 'signedOut' }

export type SignInEffect =
  | { type: 'fetchNonce'; id: number }
  /** Build the EIP-4361 message (statement, checksummed address) and ask the wallet to sign it. */
  | { type: 'sign'; attempt: number; request: SignInRequest; nonce: string; issuedAt: number }
  | { type: 'verify'; attempt: number; message: string; signature: Hex }
  /** The server's session is this side's: signed in. */
  | { type: 'acceptSession'; session: AuthSession }
  /** The server made a session for a wallet that has left: signed out here and on the server. */
  | { type: 'revokeSession'; attempt: number }

/** The app's side of the sign-in step: its effect handlers and the auth facts it follows. */
export type SignInWiring = MachineWiring<SignInEvent, SignInEffect>

type Step = readonly [SignInState, readonly SignInEffect[]]

const SIGNING: SignInDialogState = { status: 'signing' }
const VERIFYING: SignInDialogState = { status: 'verifying' }

/**
 * product rules: "Sign-in dialog", "Sign-in messages": the sign-in step of Sign-In with Ethereum. The nonce is fetched
 * when the step opens, so the wallet prompt follows the click at once; it is kept until a verification used it or it
 * is too old to outlive the wallet prompt. The answer counts only for the wallet that signed: if the wallet changed or
 * disconnected meanwhile, a signature is not sent and a session the server made is revoked. An event that does not
 * apply returns the same state reference.
 * @example signInDialog(INITIAL_SIGN_IN, { type: 'stepOpened', at: 0 }) // [{ ...nonce fetching }, [{ type: 'fetchNonce', id: 1 }]]
 */
export function signInDialog(state: SignInState, event: SignInEvent): Step {
  switch (event.type) {
    case 'stepOpened':
      return fetchIfStale(state, [], event.at)
    case 'signInRequested': {
      if (state.dialog.status !== 'idle') return stay(state)
      const id = state.serial + 1
      const attempt: SignInAttempt = { id, phase: 'nonce', request: event.request, at: event.at }
      const [next, effects] = fetchIfStale({ ...state, dialog: SIGNING, attempt, serial: id }, [], event.at)
      return askWallet(next, effects)
    }
    case 'nonceFetched': {
      const nonce = state.nonce
      if (nonce?.status !== 'fetching' || nonce.id !== event.id) return stay(state)
      const ready: SignInNonce = { status: 'ready', id: nonce.id, value: event.nonce, requestedAt: event.requestedAt }
      return askWallet({ ...state, nonce: ready }, [])
    }
    case 'nonceFetchFailed': {
      if (state.nonce?.status !== 'fetching' || state.nonce.id !== event.id) return stay(state)
      const next = { ...state, nonce: null }
      if (state.dialog.status === 'idle' || state.attempt?.phase === 'nonce') return fail(next, 'sign-in-prepare')
      return [next, []]
    }
    case 'messageSigned': {
      const attempt = current(state, event.attempt, 'prompt')
      if (!attempt) return stay(state)
      if (walletLeft(state, attempt.request)) return idle(state, [])
      // The server consumes the nonce whatever its answer.
      const nonce = state.nonce?.status === 'ready' && state.nonce.value === attempt.nonce ? null : state.nonce
      const verifying: SignInAttempt = { id: attempt.id, phase: 'verify', request: attempt.request }
      const verify: SignInEffect = {
        type: 'verify',
        attempt: attempt.id,
        message: event.message,
        signature: event.signature,
      }
      return [{ ...state, dialog: VERIFYING, attempt: verifying, nonce }, [verify]]
    }
    case 'signatureRejected':
      return current(state, event.attempt, 'prompt') ? idle(state, []) : stay(state)
    case 'signingFailed':
      return current(state, event.attempt, 'prompt') ? fail(state, 'sign-in-sign') : stay(state)
    case 'failed':
      return current(state, event.attempt, 'prompt') ? fail(state, 'unknown') : stay(state)
    case 'verified': {
      const attempt = current(state, event.attempt, 'verify')
      if (!attempt) return stay(state)
      if (walletLeft(state, attempt.request))
        // Revoked before the step is idle again, so that logout cannot clear the cookie of a next attempt.
        return [
          { ...state, attempt: { ...attempt, phase: 'revoke' } },
          [{ type: 'revokeSession', attempt: attempt.id }],
        ]
      return idle(state, [{ type: 'acceptSession', session: event.session }])
    }
    case 'verificationFailed': {
      const attempt = current(state, event.attempt, 'verify')
      if (!attempt) return stay(state)
      const [next, effects] = walletLeft(state, attempt.request) ? idle(state, []) : fail(state, 'sign-in-verify')
      return fetchIfStale(next, effects, undefined)
    }
    case 'sessionRevoked':
      return current(state, event.attempt, 'revoke') ? fetchIfStale(...idle(state, []), undefined) : stay(state)
    case 'walletReported':
      return sameWallet(state.wallet, event.wallet) ? stay(state) : [{ ...state, wallet: event.wallet }, []]
    case 'signedOut':
      if (state.dialog.status === 'verifying') return stay(state)
      return state.dialog === SIGN_IN_DIALOG_IDLE ? stay(state) : idle(state, [])
    default:
      return assertNever(event)
  }
}

/** The attempt under way when it is `id` in `phase`; an answer about any other is stale. */
function current<P extends SignInAttempt['phase']>(
  state: SignInState,
  id: number,
  phase: P,
): Extract<SignInAttempt, { phase: P }> | undefined {
  const attempt = state.attempt
  return attempt?.id === id && attempt.phase === phase ? (attempt as Extract<SignInAttempt, { phase: P }>) : undefined
}

/**
 * A nonce is asked for unless one is on its way or was asked for less than PREFETCHED_NONCE_MAX_AGE_MS before `at`
 * (any nonce at hand is kept when there is no time to measure, after an attempt ended).
 */
function fetchIfStale(state: SignInState, effects: readonly SignInEffect[], at: number | undefined): Step {
  const nonce = state.nonce
  if (
    nonce &&
    (nonce.status === 'fetching' || at === undefined || at - nonce.requestedAt < PREFETCHED_NONCE_MAX_AGE_MS)
  )
    return effects.length === 0 ? stay(state) : [state, effects]
  const id = state.serial + 1
  return [{ ...state, nonce: { status: 'fetching', id }, serial: id }, [...effects, { type: 'fetchNonce', id }]]
}

/** An attempt waiting for its nonce goes to the wallet once it is there, unless the wallet has left meanwhile. */
function askWallet(state: SignInState, effects: readonly SignInEffect[]): Step {
  const { attempt, nonce } = state
  if (attempt?.phase !== 'nonce' || nonce?.status !== 'ready') return [state, effects]
  // A wallet no longer here is not asked (the nonce stays for the next attempt).
  if (walletLeft(state, attempt.request)) return idle(state, effects)
  const { id, request, at } = attempt
  return [
    { ...state, attempt: { id, phase: 'prompt', request, nonce: nonce.value } },
    [...effects, { type: 'sign', attempt: id, request, nonce: nonce.value, issuedAt: at }],
  ]
}

/** The wallet reported since is not the one signing in (unknown until the first report). */
function walletLeft(state: SignInState, request: SignInRequest): boolean {
  return (
    state.wallet !== undefined && !sameSession({ address: request.address, chainId: request.chainId }, state.wallet)
  )
}

function sameWallet(a: AuthSession | null | undefined, b: AuthSession | null): boolean {
  return a === b || (a != null && sameSession(a, b))
}

/** The attempt ends without a failure to show. */
function idle(state: SignInState, effects: readonly SignInEffect[]): Step {
  return [{ ...state, dialog: SIGN_IN_DIALOG_IDLE, attempt: null }, effects]
}

/** The attempt (if any) ends with `code` shown; the same failure shown already keeps its reference. */
function fail(state: SignInState, code: SignInFailureCode): Step {
  const shown = state.dialog.status === 'idle' && state.dialog.failure?.code === code
  return [{ ...state, dialog: shown ? state.dialog : { status: 'idle', failure: { code } }, attempt: null }, []]
}
