import type { Container } from 'inversify'
import type { UiServices } from '../ui/servicesContext'
import { createConnectPanelWiring } from './connectPanelWiring'
import { createModalsWiring } from './modalsWiring'
import { createSendTransaction } from './createSendTransaction'
import { createSignInFlow } from './createSignInFlow'
import { loadChainLibrary } from './chainLibrary'
import { resolve, TOKENS } from './tokens'

/** The flat object the UI reads (servicesContext): domain services and ports, resolved from the container. */
export function resolveUiServices(container: Container, { origin }: { origin: string }): UiServices {
  const config = resolve(container, TOKENS.Config)
  const wallet = resolve(container, TOKENS.ConnectionService)
  const directory = resolve(container, TOKENS.WalletDirectory)
  const auth = resolve(container, TOKENS.AuthService)
  const loadChecksumAddress = async () => (await loadChainLibrary(config.chainLibrary)).loadChecksumAddress()
  return {
    app: resolve(container, TOKENS.AppInfo),
    locale: resolve(container, TOKENS.LocaleService),
    chains: config.chains,
    wallet,
    directory,
    auth,
    chainReader: resolve(container, TOKENS.ChainReaderLoader),
    queryClient: resolve(container, TOKENS.QueryClientLoader),
    accountData: resolve(container, TOKENS.AccountData),
    clipboard: resolve(container, TOKENS.Clipboard),
    connectPanel: createConnectPanelWiring({ wallet }),
    modals: createModalsWiring({ wallet, auth }),
    recentWalletIds: () => wallet.recentWalletIds(),
    signIn:
      config.auth === 'siwe'
        ? createSignInFlow({
            auth,
            api: resolve(container, TOKENS.AuthApi),
            wallet,
            origin,
            loadChecksum: loadChecksumAddress,
            now: () => resolve(container, TOKENS.Clock).now(),
          })
        : undefined,
    transactions: resolve(container, TOKENS.TransactionService),
    sendTransaction: createSendTransaction({ wallet }),
    pageViews: resolve(container, TOKENS.PageViewTracker),
    checksumAddress: loadChecksumAddress,
    creatorsApi: container.isBound(TOKENS.CreatorsApiLoader) ? resolve(container, TOKENS.CreatorsApiLoader) : undefined,
  }
}
