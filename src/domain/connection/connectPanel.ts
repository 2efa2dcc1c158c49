import { assertNever } from '../shared/assertNever'
import type { MachineWiring } from '../shared/machine'
import {
  downloadStep,
  INITIAL_CONNECT_PANEL,
  isWalletlessStep,
  type ConnectPanelState,
  type PanelStep,
  type PanelWallet,
  type WalletPanelState,
} from './connectPanelState'

/** What the panel tells the UI. Wallet ids in CONNECTION_* events let stale reports of another wallet be ignored. */
export type ConnectPanelEvent =
  /** "What is a Wallet?" (compact layout). */
  | { type: 'learnChosen' }
  /** "Get a Wallet". */
  | { type: 'getChosen' }
  /** A wallet chosen in the list (or the Connect button of the mobile instructions). */
  | { type: 'walletSelected'; wallet: PanelWallet }
  /** GET pressed for a wallet in the GET step, or for the selected wallet in CONNECT. */
  | { type: 'getWalletSelected'; wallet: PanelWallet }
  /** A choice in DOWNLOAD_OPTIONS. */
  | { type: 'downloadChosen'; option: 'extension' | 'mobile' }
  /** "Continue" in DOWNLOAD. */
  | { type: 'continued' }
  | { type: 'connectionStarted'; walletId: string }
  | { type: 'connectionUriReceived'; walletId: string; uri: string }
  | { type: 'connectionFailed'; walletId: string }
  | { type: 'retried' }
  | { type: 'wentBack' }
  /** The modal closed: start over. */
  | { type: 'modalClosed' }

/** Side effects the UI runs: start the wallet's connect, or open a (desktop deep) link. */
type ConnectPanelEffect = { type: 'connect'; walletId: string } | { type: 'openLink'; url: string }

/** The app's side of a connect panel: its effect handlers and the session progress it follows. */
export type ConnectPanelWiring = MachineWiring<ConnectPanelEvent, ConnectPanelEffect>

export type ConnectPanelTransition = readonly [ConnectPanelState, readonly ConnectPanelEffect[]]

const NO_EFFECTS: readonly ConnectPanelEffect[] = []

/**
 * The desktop connect-panel machine (product rules: "Connect panel steps"). An event that does not apply returns the
 * same state reference.
 * @example connectPanel(INITIAL_CONNECT_PANEL, { type: 'getChosen' }) // [{ step: 'GET', history: ['NONE'] }, []]
 */
export function connectPanel(state: ConnectPanelState, event: ConnectPanelEvent): ConnectPanelTransition {
  const same: ConnectPanelTransition = [state, NO_EFFECTS]
  switch (event.type) {
    case 'learnChosen':
      return state.step === 'NONE'
        ? [{ step: 'LEARN_COMPACT', history: push(state, 'LEARN_COMPACT') }, NO_EFFECTS]
        : same
    case 'getChosen':
      return state.step === 'NONE' || state.step === 'LEARN_COMPACT'
        ? [{ step: 'GET', history: push(state, 'GET') }, NO_EFFECTS]
        : same
    case 'walletSelected':
      return selectWallet(state, event.wallet) ?? same
    case 'getWalletSelected':
      return selectGetWallet(state, event.wallet) ?? same
    case 'downloadChosen':
      return chooseDownload(state, event.option) ?? same
    case 'continued':
      return continueFromDownload(state) ?? same
    case 'connectionStarted':
      return selected(state, event.walletId) && state.connectState !== 'connecting'
        ? [{ ...state, connectState: 'connecting' }, NO_EFFECTS]
        : same
    case 'connectionUriReceived':
      return connectionUri(state, event.walletId, event.uri) ?? same
    case 'connectionFailed':
      return selected(state, event.walletId) && state.connectState === 'connecting'
        ? [{ ...state, connectState: 'error', qrUri: undefined }, NO_EFFECTS]
        : same
    case 'retried':
      return state.step === 'CONNECT' && state.connectState === 'error' && state.wallet.ready
        ? startConnect(state)
        : same
    case 'wentBack':
      return back(state) ?? same
    case 'modalClosed':
      return state.step === 'NONE' && state.history.length === 0 ? same : [INITIAL_CONNECT_PANEL, NO_EFFECTS]
    default:
      return assertNever(event)
  }
}

/** Going forward to a step already in the history goes back to it, so the history stays short and without repeats. */
function push(state: ConnectPanelState, to: PanelStep): readonly PanelStep[] {
  const at = state.history.indexOf(to)
  return at >= 0 ? state.history.slice(0, at) : [...state.history, state.step]
}

function selected(state: ConnectPanelState, walletId: string): state is WalletPanelState {
  return 'wallet' in state && state.wallet.id === walletId
}

function startConnect(state: WalletPanelState): ConnectPanelTransition {
  return [{ ...state, connectState: 'connecting', qrUri: undefined }, [{ type: 'connect', walletId: state.wallet.id }]]
}

/** CONNECT for `wallet`: a ready wallet's connect starts unless one is already under way. */
function enterConnect(
  previous: WalletPanelState | undefined,
  wallet: PanelWallet,
  history: readonly PanelStep[],
): ConnectPanelTransition {
  const base: WalletPanelState = { step: 'CONNECT', history, wallet, connectState: 'idle' }
  if (!wallet.ready) return [base, NO_EFFECTS]
  if (previous?.connectState === 'connecting')
    return [{ ...base, connectState: 'connecting', qrUri: previous.qrUri }, NO_EFFECTS]
  return startConnect(base)
}

function selectWallet(state: ConnectPanelState, wallet: PanelWallet): ConnectPanelTransition | undefined {
  if (!selected(state, wallet.id)) return enterConnect(undefined, wallet, walletlessPath(state))
  const transition = enterConnect(state, wallet, state.step === 'CONNECT' ? state.history : push(state, 'CONNECT'))
  return unchanged(state, transition[0]) ? undefined : transition
}

/**
 * The history for another wallet chosen in the list: the wallet-less steps that led here, the current one included
 * (Back from its CONNECT returns to GET when it was picked there). The previous wallet's steps cannot be shown for it.
 */
function walletlessPath(state: ConnectPanelState): readonly PanelStep[] {
  const path = state.history.filter(isWalletlessStep)
  return isWalletlessStep(state.step) ? [...path, state.step] : path
}

/** Same step, history, wallet and connect progress: choosing the wallet again while it connects changes nothing. */
function unchanged(state: WalletPanelState, next: ConnectPanelState): boolean {
  return (
    'wallet' in next &&
    next.step === state.step &&
    next.history === state.history &&
    next.wallet === state.wallet &&
    next.connectState === state.connectState &&
    next.qrUri === state.qrUri
  )
}

function selectGetWallet(state: ConnectPanelState, wallet: PanelWallet): ConnectPanelTransition | undefined {
  const step = downloadStep(wallet)
  if (state.step === 'GET') return [{ step, history: push(state, step), wallet, connectState: 'idle' }, NO_EFFECTS]
  if (state.step === 'CONNECT' && state.wallet.id === wallet.id)
    return [{ ...state, step, history: push(state, step), wallet }, NO_EFFECTS]
  return undefined
}

function chooseDownload(state: ConnectPanelState, option: 'extension' | 'mobile'): ConnectPanelTransition | undefined {
  if (state.step !== 'DOWNLOAD_OPTIONS') return undefined
  if (option === 'mobile') return [{ ...state, step: 'DOWNLOAD', history: push(state, 'DOWNLOAD') }, NO_EFFECTS]
  return state.wallet.extension?.instructions
    ? [{ ...state, step: 'INSTRUCTIONS_EXTENSION', history: push(state, 'INSTRUCTIONS_EXTENSION') }, NO_EFFECTS]
    : enterConnect(state, state.wallet, push(state, 'CONNECT'))
}

/**
 * product rules: "Connect panel steps": DOWNLOAD continues to the mobile instructions when there are some, otherwise to
 * CONNECT.
 */
function continueFromDownload(state: ConnectPanelState): ConnectPanelTransition | undefined {
  if (state.step !== 'DOWNLOAD') return undefined
  return state.wallet.qrCode?.instructions
    ? [{ ...state, step: 'INSTRUCTIONS_MOBILE', history: push(state, 'INSTRUCTIONS_MOBILE') }, NO_EFFECTS]
    : enterConnect(state, state.wallet, push(state, 'CONNECT'))
}

function connectionUri(state: ConnectPanelState, walletId: string, uri: string): ConnectPanelTransition | undefined {
  if (!selected(state, walletId) || state.qrUri === uri) return undefined
  const next: WalletPanelState = { ...state, connectState: 'connecting', qrUri: uri }
  const link = state.wallet.desktopLink?.(uri)
  return [next, link ? [{ type: 'openLink', url: link }] : NO_EFFECTS]
}

function back(state: ConnectPanelState): ConnectPanelTransition | undefined {
  const target = state.history[state.history.length - 1]
  if (target === undefined) return undefined
  const history = state.history.slice(0, -1)
  if (isWalletlessStep(target)) return [{ step: target, history }, NO_EFFECTS]
  return 'wallet' in state ? [{ ...state, step: target, history }, NO_EFFECTS] : undefined
}
