import { assertNever } from '../shared/assertNever'
import type { Hash } from '../shared/hex'

/** The message shown after the visitor declined in the wallet (pinned in tests). */
export const SUPPORT_REJECTED_MESSAGE = 'You rejected the transaction in your wallet'

/**
 * The "Support" form's sending side: idle, waiting for the wallet, sent (the transaction is then tracked in
 * Recent Transactions), declined by the visitor, or failed with a message.
 */
export type SupportState =
  | { status: 'idle' }
  | { status: 'confirming'; amount: string }
  | { status: 'sent'; amount: string; hash: Hash }
  | { status: 'rejected' }
  | { status: 'failed'; message: string }

export type SupportEvent =
  /** The visitor submitted a valid amount (ignored while the wallet is already asked). */
  | { type: 'submit'; amount: string }
  | { type: 'sent'; hash: Hash }
  | { type: 'rejected' }
  | { type: 'failed'; message: string }
  /** The visitor edits the amount again: a finished outcome is cleared. */
  | { type: 'reset' }

export const SUPPORT_IDLE: SupportState = { status: 'idle' }

/**
 * The support flow as a pure reducer; an event that does not apply returns the same state.
 * @example supportFlow({ status: 'confirming', amount: '1' }, { type: 'rejected' }) // { status: 'rejected' }
 */
export function supportFlow(state: SupportState, event: SupportEvent): SupportState {
  switch (event.type) {
    case 'submit':
      return state.status === 'confirming' ? state : { status: 'confirming', amount: event.amount }
    case 'sent':
      return state.status === 'confirming' ? { status: 'sent', amount: state.amount, hash: event.hash } : state
    case 'rejected':
      return state.status === 'confirming' ? { status: 'rejected' } : state
    case 'failed':
      return state.status === 'confirming' ? { status: 'failed', message: event.message } : state
    case 'reset':
      return state.status === 'idle' || state.status === 'confirming' ? state : SUPPORT_IDLE
    default:
      return assertNever(event)
  }
}
