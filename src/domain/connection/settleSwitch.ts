import type { Chain } from '../chains/chain'
import { hasCode, type BaseError } from '../errors/baseError'
import { toSessionChain } from './sessionChain'
import type { WalletSession } from './walletSession'

type Connected = Extract<WalletSession, { status: 'connected' }>

/** The session without a pending switch or a switch error. */
export function withoutSwitch(session: Connected): Connected {
  const { switching: _switching, switchError: _switchError, ...rest } = session
  return rest
}

/**
 * What the wallet's answer to a switch to `chainId` does (SPEC 4): success moves to the chain, a user rejection
 * just ends the switch, any other failure is kept as `switchError`. An answer to a switch that is no longer the
 * pending one (superseded, or already completed by a chain event) changes nothing (same reference).
 */
export function settleSwitch(session: WalletSession, chainId: number, error: BaseError | undefined, chains: readonly Chain[]): WalletSession {
  if (session.status !== 'connected' || session.switching?.chainId !== chainId) return session
  if (error === undefined) return { ...withoutSwitch(session), chain: toSessionChain(chainId, chains) }
  return hasCode(error, 'user-rejected') ? withoutSwitch(session) : { ...withoutSwitch(session), switchError: error }
}
