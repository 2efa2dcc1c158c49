import type { Chain } from '../chains/chain'
import type { ConnectorEvent } from '../../ports/walletConnector'
import { assertNever } from '../shared/assertNever'
import type { Address } from '../shared/hex'
import { toSessionChain } from './sessionChain'
import type { WalletSession } from './walletSession'

type Connected = Extract<WalletSession, { status: 'connected' }>

/**
 * What a connector event does to the session (product rules: "Wallet connector events"): a pairing uri while
 * connecting, account or chain changes while connected (an empty account list disconnects); a chain change ends any
 * pending switch. Returns the same reference when nothing changes.
 * A connect outcome itself is decided by the connect call, not by events.
 */
export function applyConnectorEvent(
  session: WalletSession,
  event: ConnectorEvent,
  chains: readonly Chain[],
): WalletSession {
  switch (event.type) {
    case 'connecting':
      return session
    case 'message':
      return session.status === 'connecting' && session.uri !== event.uri ? { ...session, uri: event.uri } : session
    case 'connect':
    case 'change':
      return session.status === 'connected' ? applyChange(session, event.accounts, event.chain?.id, chains) : session
    case 'disconnect':
      return session.status === 'connected' ? { status: 'disconnected' } : session
    default:
      return assertNever(event)
  }
}

function applyChange(
  session: Connected,
  accounts: readonly Address[] | undefined,
  chainId: number | undefined,
  chains: readonly Chain[],
): WalletSession {
  if (accounts !== undefined && accounts.length === 0) return { status: 'disconnected' }
  const address = accounts?.[0] ?? session.address
  const chain = chainId === undefined ? session.chain : toSessionChain(chainId, chains)
  const chainChanged = chain.id !== session.chain.id || chain.unsupported !== session.chain.unsupported
  if (address === session.address && !chainChanged) return session
  if (!chainChanged) return { ...session, address }
  // The wallet moved, so its chain is known: a pending switch is over whichever chain it asked for (reached, or moot:
  // the visitor chose another chain in the wallet, and a request the wallet never answers must not stay pending), and
  // an earlier switch error no longer applies. A late answer to that request is then ignored (settleSwitch).
  const { switching: _switching, switchError: _error, ...rest } = session
  return { ...rest, address, chain }
}
