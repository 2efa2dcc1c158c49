import type { Chain } from '../chains/chain'
import type { BaseError } from '../errors/baseError'
import { catalogueError } from '../errors/errorCatalogue'
import { assertNever } from '../shared/assertNever'
import { isAddress } from '../shared/hex'
import type { ConnectorEvent, ConnectResult } from '../../ports/walletConnector'
import { applyConnectorEvent } from './applyConnectorEvent'
import { toSessionChain } from './sessionChain'
import { beginSwitch, settleSwitch, withoutSwitch } from './settleSwitch'
import type { PendingSwitch, WalletSession } from './walletSession'

/** What happens to the wallet session: the session service's commands and the wallet's answers and events. */
export type SessionTransitionEvent =
  /** A connect asks the wallet (`uri`: the pairing uri of a prompt still open from an earlier pick). */
  | { type: 'CONNECT_STARTED'; walletId: string; uri?: string | undefined }
  /** A connect to a wallet the directory does not know. */
  | { type: 'CONNECTOR_MISSING' }
  /** The wallet's accounts and chain, from a prompt (`remember`) or an auto-connect (already remembered). */
  | { type: 'CONNECT_ANSWERED'; walletId: string; result: ConnectResult; remember: boolean; canSwitchChain: boolean }
  | { type: 'CONNECT_FAILED'; error: BaseError }
  | { type: 'RECONNECT_STARTED' }
  /** The auto-connect passed its time limit; the wallet may still answer. */
  | { type: 'RECONNECT_WAITING' }
  /** The session is over without error: a disconnect (`forget`), or an auto-connect that restored nothing. */
  | { type: 'ENDED'; forget: boolean }
  | { type: 'CONNECTOR_EVENT'; event: ConnectorEvent }
  | { type: 'SWITCH_STARTED'; pending: PendingSwitch }
  | { type: 'SWITCH_UNSUPPORTED'; error: BaseError }
  | { type: 'SWITCH_ANSWERED'; pending: PendingSwitch; error?: BaseError | undefined }

/**
 * What the session service does for a transition: remember or forget the wallet for the next visit's auto-connect,
 * and end the attempt (stop listening to the connector; answers to older calls are ignored from then on).
 */
export type SessionEffect =
  | { type: 'rememberWallet'; walletId: string }
  | { type: 'forgetWallet' }
  | { type: 'endAttempt' }

export type SessionTransition = { readonly state: WalletSession; readonly effects: readonly SessionEffect[] }

const NONE: readonly SessionEffect[] = []
const END: readonly SessionEffect[] = [{ type: 'endAttempt' }]
const FORGET: readonly SessionEffect[] = [{ type: 'forgetWallet' }]
const END_AND_FORGET: readonly SessionEffect[] = [{ type: 'endAttempt' }, { type: 'forgetWallet' }]

/**
 * The wallet session machine (product rules: "Connection status", "Auto-connect", "Network switching"): the next
 * session and the effects to run. An event that does not apply returns the same state reference and no effects.
 * @example sessionTransition({ status: 'disconnected' }, { type: 'CONNECT_STARTED', walletId: 'metaMask' }, chains)
 * // { state: { status: 'connecting', walletId: 'metaMask' }, effects: [{ type: 'forgetWallet' }] }
 */
export function sessionTransition(
  session: WalletSession,
  event: SessionTransitionEvent,
  chains: readonly Chain[],
): SessionTransition {
  switch (event.type) {
    case 'CONNECT_STARTED': {
      const { walletId, uri } = event
      // Whatever the outcome, the previous session is over: it is not auto-connected on the next visit.
      return {
        state: uri === undefined ? { status: 'connecting', walletId } : { status: 'connecting', walletId, uri },
        effects: FORGET,
      }
    }
    case 'CONNECTOR_MISSING':
      return { state: { status: 'disconnected', error: catalogueError('connector-not-found') }, effects: FORGET }
    case 'CONNECT_ANSWERED':
      return answered(event, chains)
    case 'CONNECT_FAILED':
      return failed(event.error)
    case 'RECONNECT_STARTED':
      return session.status === 'disconnected' ? { state: { status: 'reconnecting' }, effects: NONE } : same(session)
    case 'RECONNECT_WAITING':
      return { state: { status: 'disconnected', waitingForWallet: true }, effects: NONE }
    case 'ENDED': {
      const plain = session.status === 'disconnected' && !session.error && !session.waitingForWallet
      return { state: plain ? session : { status: 'disconnected' }, effects: event.forget ? END_AND_FORGET : END }
    }
    case 'CONNECTOR_EVENT': {
      const next = applyConnectorEvent(session, event.event, chains)
      const lost = session.status === 'connected' && next.status === 'disconnected'
      return { state: next, effects: lost ? END_AND_FORGET : NONE }
    }
    case 'SWITCH_STARTED':
      return { state: beginSwitch(session, event.pending), effects: NONE }
    case 'SWITCH_UNSUPPORTED':
      return session.status === 'connected'
        ? { state: { ...withoutSwitch(session), switchError: event.error }, effects: NONE }
        : same(session)
    case 'SWITCH_ANSWERED':
      return { state: settleSwitch(session, event.pending, event.error, chains), effects: NONE }
    default:
      return assertNever(event)
  }
}

function same(session: WalletSession): SessionTransition {
  return { state: session, effects: NONE }
}

function failed(error: BaseError): SessionTransition {
  return { state: { status: 'disconnected', error }, effects: END }
}

/** Connected with the first account; an empty list is a rejection, an invalid account a failure. */
function answered(
  event: Extract<SessionTransitionEvent, { type: 'CONNECT_ANSWERED' }>,
  chains: readonly Chain[],
): SessionTransition {
  const address = event.result.accounts[0]
  if (address === undefined) return failed(catalogueError('user-rejected'))
  if (!isAddress(address)) return failed(catalogueError('connect-failed', { details: 'invalid account' }))
  const chain = toSessionChain(event.result.chain.id, chains)
  const state: WalletSession = {
    status: 'connected',
    walletId: event.walletId,
    address,
    chain,
    canSwitchChain: event.canSwitchChain,
  }
  return { state, effects: event.remember ? [{ type: 'rememberWallet', walletId: event.walletId }] : NONE }
}
