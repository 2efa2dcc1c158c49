import type { WalletOption } from '../domain/wallets/walletOption'
import type { WalletConnector } from './walletConnector'

/**
 * The wallets this browser can offer: the curated list merged with EIP-6963 announcements, with `ready` and
 * `installed` already decided. The list can grow while the page runs (late announcements).
 */
export interface WalletDirectory {
  /** Every known option (visibility, grouping and recents are domain rules applied by the caller). */
  getSnapshot(): readonly WalletOption[]
  subscribe(listener: () => void): () => void
  /** The connector behind an option, or undefined for an unknown id. */
  getConnector(walletId: string): WalletConnector | undefined
  /**
   * For a directory whose code loads on demand (the options are empty until then): starts the load and resolves once
   * the first load has settled, the same promise every time; never rejects. Absent: the options are known at once.
   */
  ready?(): Promise<void>
}
