import type { SupportTotal } from '../../ports/creatorStore'
import type { ActionFailure } from '../errors/failure'
import { assertNever } from '../shared/assertNever'
import { stay } from '../shared/machine'

/** What the creator received per chain, as the studio shows it (product rules: "Studio"). */
export type ReceivedTotals =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly totals: readonly SupportTotal[] }
  | { readonly status: 'failed'; readonly failure: ActionFailure }

export type ReceivedTotalsEvent =
  /** The studio opened, or "Try again" was pressed after a failure. */
  | { readonly type: 'requested' }
  | { readonly type: 'loaded'; readonly totals: readonly SupportTotal[] }
  | { readonly type: 'loadFailed'; readonly failure: ActionFailure }

export type ReceivedTotalsEffect = { readonly type: 'load' }

export const RECEIVED_TOTALS_INITIAL: ReceivedTotals = { status: 'loading' }

/**
 * The totals: asked for once, again after a failure; an answer counts only while one is awaited. The first request is
 * made from the initial `loading` state; `requested` does nothing while the totals are there.
 * @example receivedTotals({ status: 'loading' }, { type: 'requested' })[1] // [{ type: 'load' }]
 */
export function receivedTotals(
  state: ReceivedTotals,
  event: ReceivedTotalsEvent,
): readonly [ReceivedTotals, readonly ReceivedTotalsEffect[]] {
  switch (event.type) {
    case 'requested':
      return state.status === 'ready' ? stay(state) : [RECEIVED_TOTALS_INITIAL, [{ type: 'load' }]]
    case 'loaded':
      return state.status === 'loading' ? [{ status: 'ready', totals: event.totals }, []] : stay(state)
    case 'loadFailed':
      return state.status === 'loading' ? [{ status: 'failed', failure: event.failure }, []] : stay(state)
    default:
      return assertNever(event)
  }
}
