import type { UnavailableReason } from '../errors/codes'

/** A step of install/scan instructions (product rules: "Wallet option fields"). */
/**
 * One step of a wallet's install or scan instructions. Its title and description are ids the UI words in the
 * visitor's language (RainbowKit's wording in English), with the wallet's name where the wording has it.
 */
export type InstructionStep = {
  step: 'create' | 'install' | 'refresh' | 'scan'
  title: InstructionTitle
  description: InstructionDescription
}

export type InstructionTitle = 'install-extension' | 'open-app' | 'create-or-import' | 'refresh-browser' | 'tap-scan'

export type InstructionDescription =
  | 'pin-extension'
  | 'back-up-securely'
  | 'refresh-to-load'
  | 'scan-prompt'
  | 'home-screen-faster'
  | 'home-screen-quicker'
  | 'backup-feature'
  | 'cloud-backup'

type DownloadUrls = {
  browserExtension?: string | undefined
  qrCode?: string | undefined
  ios?: string | undefined
  android?: string | undefined
  /** Per-browser extension store links; the domain picks one for the detected browser. */
  chrome?: string | undefined
  firefox?: string | undefined
  edge?: string | undefined
  brave?: string | undefined
  mobile?: string | undefined
}

/**
 * A wallet the visitor can choose (product rules: "Wallet option fields"); `connect` lives on the WalletConnector port.
 */
export type WalletOption = {
  id: string
  name: string
  shortName?: string | undefined
  /** Reverse-DNS id for EIP-6963 matching. */
  rdns?: string | undefined
  iconUrl: string
  iconBackground: string
  /** Must be a hex colour when present. */
  iconAccent?: string | undefined
  ready: boolean
  installed?: boolean | undefined
  recent?: boolean | undefined
  groupName: string
  groupIndex: number
  downloadUrls?: DownloadUrls | undefined
  qrCode?: { instructions?: { learnMoreUrl: string; steps: readonly InstructionStep[] } | undefined } | undefined
  extension?: { instructions?: { learnMoreUrl: string; steps: readonly InstructionStep[] } | undefined } | undefined
  /** The wallet offers a QR uri (WalletConnect-based) for the desktop CONNECT step. */
  hasQrCode?: boolean | undefined
  /** Desktop deep link from the pairing uri, when the wallet has a desktop app. */
  desktopLink?: ((uri: string) => string) | undefined
  /** Mobile deep link from the pairing uri. */
  mobileLink?: ((uri: string) => string) | undefined
  /** The wallet's own modal replaces ours (WalletConnect "showWalletConnectModal"). */
  showWalletConnectModal?: boolean | undefined
  /** Why the option cannot be used here, by code (the connect step says it in the visitor's language). */
  unavailableReason?: UnavailableReason | undefined
}

/** The reason of a WalletConnect-based option without a project id. */
export const WALLETCONNECT_NOT_CONFIGURED: UnavailableReason = 'walletconnect-not-configured'
