import type { WalletOption } from '../wallets/walletOption'

/** What the desktop panel needs to know about a wallet; a WalletOption fits as is. */
export type PanelWallet = Pick<
  WalletOption,
  'id' | 'name' | 'shortName' | 'ready' | 'hasQrCode' | 'downloadUrls' | 'qrCode' | 'extension' | 'desktopLink'
>

/** Panel steps that show no particular wallet. */
export type WalletlessStep = 'NONE' | 'LEARN_COMPACT' | 'GET'
/** Panel steps about the selected wallet. */
export type WalletStep = 'CONNECT' | 'DOWNLOAD_OPTIONS' | 'DOWNLOAD' | 'INSTRUCTIONS_MOBILE' | 'INSTRUCTIONS_EXTENSION'
/** product rules: "Connect panel steps". */
export type PanelStep = WalletlessStep | WalletStep

/** Progress of the connect started from the panel: `error` shows the RETRY button. */
type PanelConnectState = 'idle' | 'connecting' | 'error'

/**
 * The side panel of the desktop connect modal. `history` holds the steps the back arrow returns to (last = previous);
 * it never contains the current step, and a wallet-less state's history holds only wallet-less steps.
 */
export type ConnectPanelState =
  | { step: WalletlessStep; history: readonly PanelStep[] }
  | {
      step: WalletStep
      history: readonly PanelStep[]
      wallet: PanelWallet
      connectState: PanelConnectState
      /** The pairing uri shown as QR code, only while connecting. */
      qrUri?: string | undefined
    }

export type WalletPanelState = Extract<ConnectPanelState, { wallet: PanelWallet }>

/** The panel as the connect modal opens. */
export const INITIAL_CONNECT_PANEL: ConnectPanelState = { step: 'NONE', history: [] }

const WALLETLESS: readonly PanelStep[] = ['NONE', 'LEARN_COMPACT', 'GET']

/** True for steps that show no particular wallet. */
export function isWalletlessStep(step: PanelStep): step is WalletlessStep {
  return WALLETLESS.includes(step)
}

/**
 * Where the back arrow leads, or undefined when the step has no back arrow.
 * @example backTarget({ step: 'GET', history: ['NONE'] }) // 'NONE'
 */
export function backTarget(state: ConnectPanelState): PanelStep | undefined {
  return state.history[state.history.length - 1]
}

/** True when the wallet can be installed as a browser extension (any browser's store link). */
export function hasExtensionDownload(wallet: PanelWallet): boolean {
  const urls = wallet.downloadUrls
  return Boolean(urls?.browserExtension || urls?.chrome || urls?.firefox || urls?.edge || urls?.brave)
}

/**
 * product rules: "Connect panel steps": the step after choosing a wallet in GET: both a mobile QR download and an
 * extension -> DOWNLOAD_OPTIONS, only the QR download -> DOWNLOAD, otherwise the extension instructions.
 */
export function downloadStep(wallet: PanelWallet): WalletStep {
  const mobile = Boolean(wallet.downloadUrls?.qrCode)
  if (mobile && hasExtensionDownload(wallet)) return 'DOWNLOAD_OPTIONS'
  return mobile ? 'DOWNLOAD' : 'INSTRUCTIONS_EXTENSION'
}
