import type { Chain } from '../../domain/chains/chain'
import type { ConnectorEvent, WalletConnector } from '../../ports/walletConnector'
import type { Eip1193Provider } from './eip1193Provider'
import type { WalletRequest } from './walletRequest'

/** What the connect and restore hooks get: the provider, its mapped request and the event emitter. */
export type ConnectorHookContext = {
  provider: Eip1193Provider
  request: WalletRequest
  emit: (event: ConnectorEvent) => void
}

export type Eip1193ConnectorOptions = {
  id: string
  name: string
  type?: WalletConnector['type'] | undefined
  /** The configured chains: decide the unsupported flag and the wallet_addEthereumChain parameters. */
  chains: readonly Chain[]
  /** The wallet's provider right now; undefined when absent. Asked before and during every request. */
  getProvider: () => Eip1193Provider | undefined
  /** Loads the provider before first use (SDK wallets); `getProvider` must return it afterwards. */
  loadProvider?: (() => Promise<unknown>) | undefined
  /** The connect prompt; default eth_requestAccounts. WalletConnect pairs first. Returns the account list. */
  requestAccounts?: ((context: ConnectorHookContext) => Promise<unknown>) | undefined
  /** The no-prompt account read of reconnect; default eth_accounts. */
  restoreAccounts?: ((context: ConnectorHookContext) => Promise<unknown>) | undefined
  /** Ends an SDK session on disconnect (also when never loaded); default: a best-effort permission revoke. */
  endSession?: ((provider: Eip1193Provider | undefined) => Promise<void>) | undefined
  /** Readiness of lazily loaded wallets (default: a provider is present). */
  isReady?: (() => boolean) | undefined
  /**
   * False for wallets that cannot switch networks (the UI then says to switch from within the wallet); a function
   * when it depends on the session (WalletConnect: the paired wallet's name). Default true.
   */
  canSwitchChain?: boolean | (() => boolean) | undefined
  /** See WalletConnector.rememberMobileLink; default: absent. */
  rememberMobileLink?: WalletConnector['rememberMobileLink']
  presenceCheckMs?: number | undefined
  /** Bound on `loadProvider` (not a user decision, so it must not wait forever); default 30 s. */
  loadTimeoutMs?: number | undefined
}
