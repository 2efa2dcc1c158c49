import { assertNever } from '../shared/assertNever'
import type { ConnectionStatus, SessionEvent } from './walletSession'

/** The three modals (product rules: "Connect modal", "Account modal", "Switch Networks modal"). */
export type ModalName = 'connect' | 'account' | 'chain'

/** What the connection-level events do to open modals (product rules: "Modals close on connect and disconnect"). */
export type ModalEvent = SessionEvent

/**
 * product rules: "Which modal may open": connect only when disconnected or unauthenticated; account only when connected
 * on a supported chain; chain whenever the wallet is connected, signed in or not ('connected' or 'unauthenticated'):
 * the session is bound to the chain, so a visitor on an unconfigured chain must be able to switch before signing in.
 * @example canOpenModal('chain', 'unauthenticated', { chainUnsupported: true }) // true
 */
export function canOpenModal(
  modal: ModalName,
  status: ConnectionStatus,
  { chainUnsupported }: { chainUnsupported: boolean },
): boolean {
  switch (modal) {
    case 'connect':
      return status === 'disconnected' || status === 'unauthenticated'
    case 'account':
      return status === 'connected' && !chainUnsupported
    case 'chain':
      return status === 'connected' || status === 'unauthenticated'
    default:
      return assertNever(modal)
  }
}

/**
 * product rules: "Modals close on connect and disconnect": every modal closes on connect or disconnect, except the
 * connect modal stays open after a connect whose status is unauthenticated (the sign-in step follows). Returns the same
 * array when nothing closes.
 */
export function modalsAfter(
  open: readonly ModalName[],
  event: ModalEvent,
  status: ConnectionStatus,
): readonly ModalName[] {
  const keep = (modal: ModalName): boolean => event === 'connect' && modal === 'connect' && status === 'unauthenticated'
  const next = open.filter(keep)
  return next.length === open.length ? open : next
}
