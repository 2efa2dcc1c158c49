import type { SessionChain } from '../chains/chain'
import type { Address } from '../shared/hex'
import type { BaseError } from '../errors/baseError'

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
      switching?: PendingSwitch | undefined
      switchError?: BaseError | undefined
    }

/** product rules: "Connection status": the four-way connection status. */
export type ConnectionStatus = 'loading' | 'disconnected' | 'unauthenticated' | 'connected'

/** What the UI may ask of the wallet side. Implemented by the domain's ConnectionService. */
export interface WalletSessionService {
  getSnapshot(): WalletSession
  subscribe(listener: () => void): () => void
  /** Connect the wallet with this id (prompts the wallet). */
  connect(walletId: string): Promise<void>
  /** Auto-connect the last used wallet without a prompt; resolves when settled. */
  reconnect(): Promise<void>
  disconnect(): Promise<void>
  /**
   * Ask the wallet to switch; the state carries the pending chain meanwhile. A new call supersedes a pending one (the
   * older call then never settles the state). Resolves once the wallet answers, which some wallets never do.
   */
  switchChain(chainId: number): Promise<void>
}
