import type { Observable } from 'rxjs'
import type { SessionChain } from '../domain/chains/chain'
import type { Address, Hash, Hex } from '../domain/shared/hex'
import type { WalletAppLink } from '../domain/wallets/walletAppLink'

/** What a connector reports (product rules: "Wallet connector events"). */
export type ConnectorEvent =
  | { type: 'connecting' }
  /** A pairing uri to show as QR code / deep link (WalletConnect `display_uri`). */
  | { type: 'message'; uri: string }
  | { type: 'connect'; accounts: readonly Address[]; chain: SessionChain }
  /** Account or chain changed; the chain carries the unsupported flag. */
  | { type: 'change'; accounts?: readonly Address[] | undefined; chain?: SessionChain | undefined }
  /** Also emitted for an empty account list. */
  | { type: 'disconnect' }

export type ConnectResult = { accounts: readonly Address[]; chain: SessionChain }

export type SendTransactionArgs = { from: Address; to: Address; value: bigint; data?: Hex | undefined; chainId: number }

export type WatchAssetArgs = {
  address: Address
  symbol: string
  decimals?: number | undefined
  image?: string | undefined
}

/**
 * A wallet the app can talk to. Failures reject with a BaseError whose code is from the error catalogue
 * (user-rejected, switch-chain, add-chain, connector-not-found, resource-unavailable, chain-not-configured).
 */
export interface WalletConnector {
  readonly id: string
  readonly name: string
  readonly type: 'injected' | 'walletConnect' | 'coinbase'
  /** Event stream; `connecting` is emitted first on every connect. */
  readonly events$: Observable<ConnectorEvent>
  /** True when the wallet can be used right now (provider present, project id set...). */
  isReady(): boolean
  /** Prompts the wallet (eth_requestAccounts). */
  connect(args?: { chainId?: number | undefined }): Promise<ConnectResult>
  /** Restores a previous connection without a prompt (eth_accounts); null when not authorised. */
  reconnect(): Promise<ConnectResult | null>
  disconnect(): Promise<void>
  /** Absent when the wallet cannot switch networks (the UI then says to switch from within the wallet). */
  switchChain?: ((chainId: number) => Promise<void>) | undefined
  signMessage(args: { address: Address; message: string }): Promise<Hex>
  sendTransaction(args: SendTransactionArgs): Promise<Hash>
  watchAsset?: ((args: WatchAssetArgs) => Promise<boolean>) | undefined
  /**
   * The visitor was sent to the wallet's app through its mobile link: a connector that can reopen that app next time
   * keeps it (WalletConnect). Absent when the connector keeps nothing.
   */
  rememberMobileLink?: ((link: { href: string; name: string }) => void) | undefined
  /**
   * WalletConnect: starts (or joins) the one pairing every WalletConnect wallet shares, ahead of the visitor's choice;
   * its uri goes to `onUri` once known. Resolves when that pairing ends (approved, rejected or expired); rejects when
   * none can be made (not configured, SDK not loaded, already paired). Absent for other connectors.
   */
  preparePairing?: ((onUri: (uri: string) => void) => Promise<void>) | undefined
  /**
   * The paired wallet's own app, as its session names it (WalletConnect peer metadata), read once connected: where a
   * request waiting in that app is confirmed. Absent, or undefined, when the connector knows none.
   */
  appLink?: (() => WalletAppLink | undefined) | undefined
}
