import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { createConnectPanelWiring } from '../../../src/app/connectPanelWiring'
import { createModalsWiring } from '../../../src/app/modalsWiring'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AuthState } from '../../../src/domain/auth/authStatus'
import type { Chain } from '../../../src/domain/chains/chain'
import { ConnectionService } from '../../../src/domain/connection/connectionService'
import type { Address } from '../../../src/domain/shared/hex'
import { StateStore } from '../../../src/domain/shared/store'
import type { WalletOption } from '../../../src/domain/wallets/walletOption'
import { TransactionService } from '../../../src/domain/transactions/transactionService'
import type { Clipboard } from '../../../src/ports/clipboard'
import { FakeWalletConnector, WALLET_ADDRESS } from '../../support/fakeWalletConnector'
import { FakeWalletDirectory } from '../../support/fakeWalletDirectory'
import { freshAccountData } from '../../support/dataCacheServices'
import { MemoryChainReader } from '../../support/memoryChainReader'
import { MemoryKeyValueStore } from '../../support/memoryKeyValueStore'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'

export const ADDRESS: Address = WALLET_ADDRESS

export const CHAINS: readonly Chain[] = [
  {
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: [],
    iconBackground: '#484c50',
    blockExplorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  },
  {
    id: 5,
    name: 'Goerli',
    nativeCurrency: { name: 'Goerli Ether', symbol: 'GOR', decimals: 18 },
    rpcUrls: [],
    iconBackground: '#484c50',
    blockExplorer: { name: 'Etherscan', url: 'https://goerli.etherscan.io/' },
  },
  { id: 31337, name: 'Localhost', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: [] },
]

/** The harness's wallet: the one fake connector, named as the harness lists it, answering connect at once. */
export class FakeConnector extends FakeWalletConnector {
  constructor(chainId: number, canSwitch = true) {
    // Approved switches say nothing: the session learns the chain from the switch's outcome.
    super({ id: 'fake', name: 'Fake Wallet', chainId, canSwitch, emitOnSwitch: false })
  }
}

export class FakeClipboard implements Clipboard {
  written: string[] = []
  fail = false
  async writeText(text: string) {
    if (this.fail) throw new Error('clipboard denied')
    this.written.push(text)
  }
}

const OPTION: WalletOption = {
  id: 'fake',
  name: 'Fake Wallet',
  iconUrl: '',
  iconBackground: '#fff',
  ready: true,
  groupName: 'Popular',
  groupIndex: 1,
}

const created: Array<{ dispose(): void }> = []

/** Stops the services' watchers (call after each test). */
export function disposeServices() {
  for (const service of created.splice(0)) service.dispose()
}

/** Real ConnectionService and TransactionService over the fake wallet and reader, connected on `chainId`. */
export async function connectedServices(opts: { chainId?: number; canSwitch?: boolean; address?: Address } = {}) {
  const connector = new FakeConnector(opts.chainId ?? 1, opts.canSwitch ?? true)
  if (opts.address) connector.accounts = [opts.address]
  const directory = new FakeWalletDirectory([connector], { options: [OPTION] })
  const wallet = new ConnectionService({ directory, store: new MemoryKeyValueStore(), chains: CHAINS })
  await wallet.connect(connector.id)
  const reader = new MemoryChainReader()
  for (const chain of CHAINS) reader.setBalance(chain.id, connector.accounts[0]!, 1_234_560_000_000_000_000n)
  const clipboard = new FakeClipboard()
  let now = 0
  const transactions = new TransactionService({
    store: new MemoryKeyValueStore(),
    reader,
    pollingInterval: 20,
    clock: { now: () => ++now },
  })
  created.push(transactions, wallet)
  const authOff = new StateStore<AuthState>({ status: 'off' })
  const services: UiServices = {
    app: { appName: 'Creators Studio', learnMoreUrl: 'https://learn.example' },
    chains: CHAINS,
    wallet,
    directory,
    connectPanel: createConnectPanelWiring({ wallet }),
    modals: createModalsWiring({ wallet, auth: authOff }),
    auth: authOff,
    chainReader: async () => reader,
    clipboard,
    transactions,
  }
  services.accountData = freshAccountData(services)
  return { services, wallet, connector, reader, clipboard, transactions }
}

/** Renders `ui` inside the services and a fresh query cache (no retries: a failing read shows at once). */
export function renderWithServices(ui: ReactElement, services: UiServices) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
  return render(
    <QueryClientProvider client={client}>
      <ServicesProvider services={services}>{ui}</ServicesProvider>
    </QueryClientProvider>,
  )
}
