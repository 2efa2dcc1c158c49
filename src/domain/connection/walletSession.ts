import type { Observable } from 'rxjs'
import type { SessionChain } from '../chains/chain'
import type { Address, Hash, Hex } from '../shared/hex'
import type { BaseError } from '../errors/baseError'
import type { WalletFailure } from '../errors/walletError'
import type { SendTransactionArgs } from '../../ports/walletConnector'
import type { WalletAppLink } from '../wallets/walletAppLink'

/**
 * A chain switch the wallet has been asked for and has not answered. `request` tells the requests apart: the visitor
 * may choose again while one is pending (a wallet may never answer), and only the newest request's answer counts.
 */
export type PendingSwitch = { chainId: number; request: number }

/**
 * The wallet side of a visit (auth is separate; the four-way status is derived from both).
 * `reconnecting`: auto-connect of a previously used wallet is under way (status "loading").
 * `waitingForWallet`: that auto-connect passed its time limit (the Connect button shows) but the wallet may still
 * answer and restore the session: not yet a verdict on the wallet (sign-in keeps its session).
 */
export type WalletSession =
  | { status: 'reconnecting' }
  | { status: 'disconnected'; error?: BaseError | undefined; waitingForWallet?: true | undefined }
  | { status: 'connecting'; walletId: string; uri?: string | undefined }
  | {
      status: 'connected'
      walletId: string
      address: Address
      chain: SessionChain
      /** The wallet can be asked to switch networks (product rules: "Switch Networks modal"). */
      canSwitchChain: boolean
      /** The wallet's own app, as its session names it (a WalletConnect wallet): requests waiting there open it. */
      appLink?: WalletAppLink | undefined
      switching?: PendingSwitch | undefined
      switchError?: BaseError | undefined
    }

/** product rules: "Connection status": the four-way connection status. */
export type ConnectionStatus = 'loading' | 'disconnected' | 'unauthenticated' | 'connected'

/**
 * How a wallet command ended, as the session service saw it: `rejected` is the visitor's "no" in the wallet, `failed`
 * any other failure (both with the catalogue error).
 */
type WalletOutcome<Done> =
  | Done
  | { status: 'rejected'; error: WalletFailure }
  | { status: 'failed'; error: WalletFailure }

/** A newer command (or a disconnect) took over before the wallet answered: this answer no longer counts. */
export type Superseded = { status: 'superseded' }

export type ConnectOutcome = WalletOutcome<{ status: 'connected' }> | Superseded
export type SwitchChainOutcome = WalletOutcome<{ status: 'switched' }> | Superseded
export type SignMessageOutcome = WalletOutcome<{ status: 'signed'; signature: Hex }>
export type SendTransactionOutcome = WalletOutcome<{ status: 'sent'; hash: Hash }>

/**
 * What happened to the session as a whole: a wallet became connected, or a connected one went away (the visitor
 * disconnected, the wallet ended the session, its accounts emptied). Account and chain changes are neither.
 */
export type SessionEvent = 'connect' | 'disconnect'

/** What the UI may ask of the wallet side. Implemented by the domain's ConnectionService. */
export interface WalletSessionService {
  getSnapshot(): WalletSession
  subscribe(listener: () => void): () => void
  /** Connects and disconnects from the moment of subscription, each once, as the service's state makes them. */
  readonly events$: Observable<SessionEvent>
  /** Connect the wallet with this id (prompts the wallet). */
  connect(walletId: string): Promise<ConnectOutcome>
  /** Auto-connect the last used wallet without a prompt; resolves when settled. */
  reconnect(): Promise<void>
  disconnect(): Promise<void>
  /**
   * Ask the wallet to switch; the state carries the pending chain meanwhile. A new call supersedes a pending one (the
   * older call then never settles the state). Resolves once the wallet answers, which some wallets never do.
   */
  switchChain(chainId: number): Promise<SwitchChainOutcome>
  /**
   * The visitor is sent to the connecting wallet's app through its mobile link: the wallet's connector may keep it to
   * reopen that app next time.
   */
  openedMobileLink(link: { href: string; name: string }): void
  /** personal_sign by the connected wallet. */
  signMessage(args: { address: Address; message: string }): Promise<SignMessageOutcome>
  /** eth_sendTransaction by the connected wallet. */
  sendTransaction(args: SendTransactionArgs): Promise<SendTransactionOutcome>
}
