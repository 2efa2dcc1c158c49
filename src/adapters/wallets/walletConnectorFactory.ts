import type { Chain } from '../../domain/chains/chain'
import type { WalletOption } from '../../domain/wallets/walletOption'
import type { WalletConnector } from '../../ports/walletConnector'
import { createCoinbaseConnector, type CoinbaseSdk } from '../coinbase/coinbaseConnector'
import { Eip1193Connector } from '../eip1193/eip1193Connector'
import type { StorageLike } from '../walletconnect/clearWalletConnectStorage'
import type { WalletConnectProvider } from '../walletconnect/loadWalletConnectProvider'
import { createWalletConnectConnector } from '../walletconnect/walletConnectConnector'
import type { WalletConnection } from './resolveWallets'

export type WalletConnectorFactorySettings = {
  chains: readonly Chain[]
  appName: string
  appIcon?: string | undefined
  walletConnectProjectId?: string | undefined
  /** One WalletConnect provider shared by every WalletConnect-based wallet. */
  loadWalletConnectProvider: () => Promise<WalletConnectProvider>
  loadCoinbaseSdk?: (() => Promise<CoinbaseSdk>) | undefined
  storage: () => StorageLike | undefined
  /** The wallet's connection now (looked up on every request, so a wallet that goes away is noticed). */
  currentConnection: (walletId: string) => WalletConnection | undefined
}

/** Makes the connector for a wallet option: injected EIP-1193, WalletConnect or the Coinbase SDK. */
export function createWalletConnectorFactory(settings: WalletConnectorFactorySettings) {
  return (option: WalletOption, connection: WalletConnection): WalletConnector => {
    const common = { id: option.id, name: option.name, chains: settings.chains }
    switch (connection.kind) {
      case 'coinbaseSdk':
        return createCoinbaseConnector({
          ...common,
          appName: settings.appName,
          appLogoUrl: settings.appIcon,
          loadSdk: settings.loadCoinbaseSdk,
        })
      case 'walletConnect':
        return createWalletConnectConnector({
          ...common,
          projectId: settings.walletConnectProjectId,
          appName: settings.appName,
          loadProvider: settings.loadWalletConnectProvider,
          storage: settings.storage(),
        })
      case 'injected':
        return new Eip1193Connector({
          ...common,
          getProvider: () => {
            const current = settings.currentConnection(option.id)
            return current?.kind === 'injected' ? current.provider : undefined
          },
        })
    }
  }
}
