import type { WalletAppLink } from '../wallets/walletAppLink'
import type { Chain } from '../chains/chain'
import type { BaseError } from '../errors/baseError'
import { catalogueError } from '../errors/errorCatalogue'
import { assertNever } from '../shared/assertNever'
import type { Transition } from '../shared/machine'
import { isAddress } from '../shared/hex'
import type { ConnectorEvent, ConnectResult } from '../../ports/walletConnector'
import { applyConnectorEvent } from './applyConnectorEvent'
import { toSessionChain } from './sessionChain'
import { beginSwitch, settleSwitch, withoutSwitch } from './settleSwitch'
import type { PendingSwitch, WalletSession } from './walletSession'

/** What happens to the wallet session: the session service's commands and the wallet's answers and events. */
export type SessionTransitionEvent =
  /** A connect asks the wallet (`uri`: the pairing uri of a prompt still open from an earlier pick). */
  | { type: 'connectStarted'; walletId: string; uri?: string | undefined }
  /** A connect to a wallet the directory does not know. */
  | { type: 'connectorNotFound' }
  /** The wallet's accounts and chain, from a prompt (`remember`) or an auto-connect (already remembered). */
  | {
      type: 'connectAnswered'
      walletId: string
      result: ConnectResult
      remember: boolean
      canSwitchChain: boolean
      appLink?: WalletAppLink | undefined
    }
  | { type: 'connectFailed'; error: BaseError }
  | { type: 'reconnectStarted' }
  /** The auto-connect passed its time limit; the wallet may still answer. */
  | { type: 'reconnectTimedOut' }
  /** The session is over without error: a disconnect (`forget`), or an auto-connect that restored nothing. */
  | { type: 'sessionEnded'; forget: boolean }
  | { type: 'connectorReported'; event: ConnectorEvent }
  | { type: 'switchStarted'; pending: PendingSwitch }
  | { type: 'switchFoundUnsupported'; error: BaseError }
  | { type: 'switchAnswered'; pending: PendingSwitch; error?: BaseError | undefined }

/**
 * What the session service does for a transition: remember or forget the wallet for the next visit's auto-connect,
 * and end the attempt (stop listening to the connector; answers to older calls are ignored from then on).
 */
export type SessionEffect =
  | { type: 'rememberWallet'; walletId: string }
  | { type: 'forgetWallet' }
  | { type: 'endAttempt' }

type Step = readonly [WalletSession, readonly SessionEffect[]]

const NONE: readonly SessionEffect[] = []
const END: readonly SessionEffect[] = [{ type: 'endAttempt' }]
const FORGET: readonly SessionEffect[] = [{ type: 'forgetWallet' }]
const END_AND_FORGET: readonly SessionEffect[] = [{ type: 'endAttempt' }, { type: 'forgetWallet' }]

/**
 * The wallet session machine over the configured `chains`: the next session and the effects to run
 * (product rules: "Connection status"; product rules: "Auto-connect"; product rules: "Network switching"). An event
 * that does not apply returns the same state reference and no effects.
 * @example sessionTransition(chains)({ status: 'disconnected' }, { type: 'connectStarted', walletId: 'metaMask' })
 * // [{ status: 'connecting', walletId: 'metaMask' }, [{ type: 'forgetWallet' }]]
 */
export function sessionTransition(
  chains: readonly Chain[],
): Transition<WalletSession, SessionTransitionEvent, SessionEffect> {
  return (session, event) => step(session, event, chains)
}

function step(session: WalletSession, event: SessionTransitionEvent, chains: readonly Chain[]): Step {
  switch (event.type) {
    case 'connectStarted': {
      const { walletId, uri } = event
      // Whatever the outcome, the previous session is over: it is not auto-connected on the next visit.
      return [uri === undefined ? { status: 'connecting', walletId } : { status: 'connecting', walletId, uri }, FORGET]
    }
    case 'connectorNotFound':
      return [{ status: 'disconnected', error: catalogueError('connector-not-found') }, FORGET]
    case 'connectAnswered':
      return answered(event, chains)
    case 'connectFailed':
      return failed(event.error)
    case 'reconnectStarted':
      return session.status === 'disconnected' ? [{ status: 'reconnecting' }, NONE] : same(session)
    case 'reconnectTimedOut':
      return [{ status: 'disconnected', waitingForWallet: true }, NONE]
    case 'sessionEnded': {
      const plain = session.status === 'disconnected' && !session.error && !session.waitingForWallet
      return [plain ? session : { status: 'disconnected' }, event.forget ? END_AND_FORGET : END]
    }
    case 'connectorReported': {
      const next = applyConnectorEvent(session, event.event, chains)
      const lost = session.status === 'connected' && next.status === 'disconnected'
      return [next, lost ? END_AND_FORGET : NONE]
    }
    case 'switchStarted':
      return [beginSwitch(session, event.pending), NONE]
    case 'switchFoundUnsupported':
      return session.status === 'connected'
        ? [{ ...withoutSwitch(session), switchError: event.error }, NONE]
        : same(session)
    case 'switchAnswered':
      return [settleSwitch(session, event.pending, event.error, chains), NONE]
    default:
      return assertNever(event)
  }
}

function same(session: WalletSession): Step {
  return [session, NONE]
}

function failed(error: BaseError): Step {
  return [{ status: 'disconnected', error }, END]
}

/** Connected with the first account; an empty list is a rejection, an invalid account a failure. */
function answered(event: Extract<SessionTransitionEvent, { type: 'connectAnswered' }>, chains: readonly Chain[]): Step {
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
    ...(event.appLink ? { appLink: event.appLink } : {}),
  }
  return [state, event.remember ? [{ type: 'rememberWallet', walletId: event.walletId }] : NONE]
}
