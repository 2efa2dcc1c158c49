import type { Chain } from '../chains/chain'
import { hasCode, type BaseError } from '../errors/baseError'
import { toSessionChain } from './sessionChain'
import type { PendingSwitch, WalletSession } from './walletSession'

type Connected = Extract<WalletSession, { status: 'connected' }>

/** The session without a pending switch or a switch error. */
export function withoutSwitch(session: Connected): Connected {
  const { switching: _switching, switchError: _switchError, ...rest } = session
  return rest
}

/**
 * The session once the visitor asks for a switch (product rules: "Network switching"): `pending` is the switch waiting
 * for the wallet, replacing any other (the visitor chose again: a wallet that never answered must not lock the choice),
 * and an earlier switch error is dropped. `pending.request` must be new: it is how a late answer to the replaced
 * request is told apart.
 * @example beginSwitch(session, { chainId: 5, request: 2 })
 */
export function beginSwitch(session: WalletSession, pending: PendingSwitch): WalletSession {
  return session.status === 'connected' ? { ...withoutSwitch(session), switching: pending } : session
}

/**
 * What the wallet's answer to the switch request `answered` does (product rules: "Network switching"): success moves to
 * the chain, a user rejection just ends the switch, any other failure is kept as `switchError`. An answer to a request
 * that is no longer the pending one (superseded by a newer choice, even of the same chain, or ended by a chain event)
 * changes nothing (same reference): a late success comes with its own chain event, a late rejection must not end the
 * newer request.
 */
export function settleSwitch(
  session: WalletSession,
  answered: PendingSwitch,
  error: BaseError | undefined,
  chains: readonly Chain[],
): WalletSession {
  if (session.status !== 'connected' || !isSameRequest(session.switching, answered)) return session
  if (error === undefined) return { ...withoutSwitch(session), chain: toSessionChain(answered.chainId, chains) }
  return hasCode(error, 'user-rejected') ? withoutSwitch(session) : { ...withoutSwitch(session), switchError: error }
}

function isSameRequest(pending: PendingSwitch | undefined, answered: PendingSwitch): boolean {
  return pending?.request === answered.request && pending.chainId === answered.chainId
}
