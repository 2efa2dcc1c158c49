import type { ReactElement } from 'react'
import { Subject } from 'rxjs'
import { render } from '@testing-library/react'
import { createConnectPanelEffects, createModalsSource } from '../../../src/app/connectPanelRunner'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AuthState } from '../../../src/domain/auth/authStatus'
import type { Chain } from '../../../src/domain/chains/chain'
import { ConnectionService } from '../../../src/domain/connection/connectionService'
import type { Address, Hash, Hex } from '../../../src/domain/shared/hex'
import { StateStore } from '../../../src/domain/shared/store'
import type { WalletOption } from '../../../src/domain/wallets/walletOption'
import { TransactionService } from '../../../src/domain/transactions/transactionService'
import type { Clipboard } from '../../../src/ports/clipboard'
import type {
  ConnectorEvent,
  ConnectResult,
  SendTransactionArgs,
  WalletConnector,
} from '../../../src/ports/walletConnector'
import { mapWalletError } from '../../../src/adapters/eip1193/mapWalletError'
import type { WalletDirectory } from '../../../src/ports/walletDirectory'
import { freshAccountData } from '../../support/dataCacheServices'
import { MemoryChainReader } from '../../support/memoryChainReader'
import { MemoryKeyValueStore } from '../../support/memoryKeyValueStore'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'

export const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

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

/** How the fake wallet answers a switch request: `manual` waits for `settleSwitch`. */
export type SwitchMode = 'approve' | 'reject' | 'fail' | 'manual'

/** An in-memory wallet: answers connect with `chainId`, switches as `switchMode` says; no switchChain when !canSwitch. */
export class FakeConnector implements WalletConnector {
  readonly id = 'fake'
  readonly name = 'Fake Wallet'
  readonly type = 'injected' as const
  readonly events$ = new Subject<ConnectorEvent>()
  switchMode: SwitchMode = 'approve'
  switchRequests: number[] = []
  /** How to answer each `manual` request, by its index in `switchRequests`. */
  private readonly settles = new Map<number, (error?: unknown) => void>()
  switchChain: ((chainId: number) => Promise<void>) | undefined

  /** The account the wallet answers connect with (a wallet may report it in lower case). */
  account: Address = ADDRESS

  constructor(
    public chainId: number,
    canSwitch = true,
  ) {
    this.switchChain = canSwitch ? (id) => this.doSwitch(id) : undefined
  }

  isReady = () => true
  connect = async (): Promise<ConnectResult> => ({
    accounts: [this.account],
    chain: { id: this.chainId, unsupported: false },
  })
  reconnect = async () => null
  disconnect = async () => {}
  signMessage = async (): Promise<Hex> => '0x'
  /** How the wallet answers eth_sendTransaction; errors are mapped as the adapters map them. */
  sendMode: 'approve' | 'reject' | 'fail' = 'approve'
  sent: SendTransactionArgs[] = []
  sendTransaction = async (args: SendTransactionArgs): Promise<Hash> => {
    if (this.sendMode === 'reject') throw mapWalletError({ code: 4001, message: 'User rejected request' }, 'send')
    if (this.sendMode === 'fail') throw mapWalletError(new Error('insufficient funds'), 'send')
    this.sent.push(args)
    return `0x${this.sent.length.toString(16).padStart(64, '0')}`
  }

  /** Settles a `manual` switch, the latest unless `index` (in `switchRequests`) says which: approved, else failed. */
  settleSwitch(error?: unknown, index = this.switchRequests.length - 1) {
    this.settles.get(index)?.(error)
    this.settles.delete(index)
  }

  private doSwitch(chainId: number): Promise<void> {
    this.switchRequests.push(chainId)
    // Rejects as a connector does: the wallet's error mapped at the adapter boundary.
    if (this.switchMode === 'reject')
      return Promise.reject(mapWalletError(Object.assign(new Error('User rejected request'), { code: 4001 }), 'switch'))
    if (this.switchMode === 'fail')
      return Promise.reject(
        mapWalletError(Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 }), 'switch'),
      )
    if (this.switchMode === 'approve') return Promise.resolve()
    const index = this.switchRequests.length - 1
    return new Promise((resolve, reject) => {
      this.settles.set(index, (error) => (error === undefined ? resolve() : reject(mapWalletError(error, 'switch'))))
    })
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
  if (opts.address) connector.account = opts.address
  const directory: WalletDirectory = {
    getSnapshot: () => [OPTION],
    subscribe: () => () => {},
    getConnector: (id) => (id === connector.id ? connector : undefined),
  }
  const wallet = new ConnectionService({ directory, store: new MemoryKeyValueStore(), chains: CHAINS })
  await wallet.connect(connector.id)
  const reader = new MemoryChainReader()
  for (const chain of CHAINS) reader.setBalance(chain.id, connector.account, 1_234_560_000_000_000_000n)
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
    connectPanelEffects: createConnectPanelEffects({ wallet }),
    modalsSource: createModalsSource({ wallet, auth: authOff }),
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
