import { assertNever } from '../shared/assertNever'
import { type MachineWiring, stay } from '../shared/machine'
import { canOpenModal, modalsAfter, type ModalName } from './modalRules'
import type { ConnectionStatus, SessionEvent } from './walletSession'

/**
 * The modals shown now (at most one), with what the rules read: the connection status last reported, whether the
 * connected wallet's chain is unsupported, and a session event that waits for a known status.
 */
export type ModalsState = {
  open: readonly ModalName[]
  status: ConnectionStatus
  chainUnsupported: boolean
  pending: SessionEvent | undefined
}

export type ModalsEvent =
  /** The visitor asks for a modal: it replaces the open one when the status allows it. */
  | { type: 'modalOpened'; modal: ModalName }
  | { type: 'modalClosed' }
  /** The session connected or disconnected: applied with the status reported with it, once that is not loading. */
  | { type: 'sessionEventHappened'; event: SessionEvent }
  /** The derived connection status now, and whether the connected wallet's chain is unsupported. */
  | { type: 'statusChanged'; status: ConnectionStatus; chainUnsupported: boolean }

/** The modals run no effects: the app only reports the session's facts (`follow`). */
export type ModalsWiring = MachineWiring<ModalsEvent, never>

const NONE: readonly ModalName[] = []

/** No modal open, the status not known yet. */
export const INITIAL_MODALS: ModalsState = {
  open: NONE,
  status: 'loading',
  chainUnsupported: false,
  pending: undefined,
}

/**
 * Which modal is open, under the modal rules (product rules: "Which modal may open", "Modals close on connect and
 * disconnect"): a modal opens only when the status allows it, and closes on a connect or disconnect (modalsAfter) or
 * when the status no longer allows it. While the status is loading nothing opens or closes, and a session event waits.
 * An event that does not apply returns the same state reference. No event has an effect.
 * @example modals({ ...INITIAL_MODALS, status: 'disconnected' }, { type: 'modalOpened', modal: 'connect' })[0].open // ['connect']
 */
export function modals(state: ModalsState, event: ModalsEvent): readonly [ModalsState, readonly never[]] {
  return stay(next(state, event))
}

function next(state: ModalsState, event: ModalsEvent): ModalsState {
  switch (event.type) {
    case 'modalOpened':
      if (!canOpenModal(event.modal, state.status, { chainUnsupported: state.chainUnsupported })) return state
      return state.open.length === 1 && state.open[0] === event.modal ? state : { ...state, open: [event.modal] }
    case 'modalClosed':
      return state.open.length === 0 ? state : { ...state, open: NONE }
    case 'sessionEventHappened':
      return applyRules(state, { ...state, pending: combined(state.pending, event.event) })
    case 'statusChanged':
      return applyRules(state, { ...state, status: event.status, chainUnsupported: event.chainUnsupported })
    default:
      return assertNever(event)
  }
}

/**
 * Two session events heard while loading, as one: applied in turn, a disconnect closes every modal whichever comes
 * first, and a connect after a connect is a connect (modalsAfter filters, so the two filters compose).
 */
function combined(pending: SessionEvent | undefined, event: SessionEvent): SessionEvent {
  return pending === 'disconnect' ? pending : event
}

/** `next` with its waiting session event applied and what its status does not allow closed; `state` if unchanged. */
function applyRules(state: ModalsState, next: ModalsState): ModalsState {
  const { status, chainUnsupported } = next
  let { open, pending } = next
  if (status !== 'loading') {
    if (pending) open = modalsAfter(open, pending, status)
    pending = undefined
    const allowed = open.filter((modal) => canOpenModal(modal, status, { chainUnsupported }))
    if (allowed.length !== open.length) open = allowed
  }
  const unchanged =
    open === state.open &&
    pending === state.pending &&
    status === state.status &&
    chainUnsupported === state.chainUnsupported
  return unchanged ? state : { open, status, chainUnsupported, pending }
}
