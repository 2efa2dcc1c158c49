import { createWalletDirectory, type WalletDirectoryHandle } from '../adapters/wallets/createWalletDirectory'
import type { AppConfig } from './config'
import { APP_INFO } from './appInfo'

/** The wallets of this browser window (curated list, window.ethereum, EIP-6963), for the configured chains. */
export function createBrowserDirectory(config: AppConfig): WalletDirectoryHandle {
  return createWalletDirectory({
    window: typeof window === 'undefined' ? undefined : window,
    chains: config.chains,
    appName: APP_INFO.appName,
    walletConnectProjectId: config.walletConnectProjectId,
  })
}
