import { ERROR_MESSAGES } from '../errors/errorCatalogue'
import { assertNever } from '../shared/assertNever'

/** product rules: "Sign-in messages": the four messages the sign-in step can show. */
export type SignInDialogMessage =
  | (typeof ERROR_MESSAGES)['sign-in-prepare']
  | (typeof ERROR_MESSAGES)['sign-in-sign']
  | (typeof ERROR_MESSAGES)['sign-in-verify']
  | (typeof ERROR_MESSAGES)['unknown']

/** product rules: "Sign-in dialog": idle (maybe with a message), signing, verifying. */
export type SignInDialogState =
  | { status: 'idle'; errorMessage?: SignInDialogMessage | undefined }
  | { status: 'signing' }
  | { status: 'verifying' }

export type SignInDialogEvent =
  /** The nonce could not be fetched (while idle, or after the click, before the wallet was asked). */
  | { type: 'prepareFailed' }
  /** The user asked to sign: clears any message. */
  | { type: 'signStarted' }
  | { type: 'signed' }
  /** The user declined in the wallet: not an error, back to idle without a message. */
  | { type: 'signRejected' }
  | { type: 'signFailed' }
  | { type: 'verified' }
  | { type: 'verifyFailed' }
  /** Anything unexpected on the way (building the message, a bug). */
  | { type: 'failed' }
  /**
   * The wallet changed or disconnected before the attempt finished: its signature or session is dropped (the service
   * revokes such a session first). Not the user's failure, so no message: the step starts over for the wallet now there.
   */
  | { type: 'walletChanged' }
  | { type: 'reset' }

/** The initial state: idle, no message. */
export const SIGN_IN_DIALOG_IDLE: SignInDialogState = { status: 'idle' }

function idleWith(state: SignInDialogState, errorMessage: SignInDialogMessage): SignInDialogState {
  return state.status === 'idle' && state.errorMessage === errorMessage ? state : { status: 'idle', errorMessage }
}

function when(
  state: SignInDialogState,
  status: SignInDialogState['status'],
  next: () => SignInDialogState,
): SignInDialogState {
  return state.status === status ? next() : state
}

/**
 * The sign-in step as a pure reducer; an event that does not apply returns the same state.
 * @example signInDialog({ status: 'signing' }, { type: 'signRejected' }) // { status: 'idle' }
 */
export function signInDialog(state: SignInDialogState, event: SignInDialogEvent): SignInDialogState {
  switch (event.type) {
    case 'prepareFailed':
      return state.status === 'verifying' ? state : idleWith(state, ERROR_MESSAGES['sign-in-prepare'])
    case 'signStarted':
      return when(state, 'idle', () => ({ status: 'signing' }))
    case 'signed':
      return when(state, 'signing', () => ({ status: 'verifying' }))
    case 'signRejected':
      return when(state, 'signing', () => SIGN_IN_DIALOG_IDLE)
    case 'signFailed':
      return when(state, 'signing', () => idleWith(state, ERROR_MESSAGES['sign-in-sign']))
    case 'verified':
      return when(state, 'verifying', () => SIGN_IN_DIALOG_IDLE)
    case 'verifyFailed':
      return when(state, 'verifying', () => idleWith(state, ERROR_MESSAGES['sign-in-verify']))
    case 'failed':
      return idleWith(state, ERROR_MESSAGES.unknown)
    case 'walletChanged':
      return state.status === 'idle' ? state : SIGN_IN_DIALOG_IDLE
    case 'reset':
      return state.status === 'idle' && state.errorMessage === undefined ? state : SIGN_IN_DIALOG_IDLE
    default:
      return assertNever(event)
  }
}
