import type { ReactElement } from 'react'
import { Subject } from 'rxjs'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { mapWalletError } from '../../../src/adapters/eip1193/mapWalletError'
import { MemoryStore } from '../../../src/adapters/storage/memoryStore'
import { AuthService } from '../../../src/domain/auth/authService'
import type { AuthSession } from '../../../src/domain/auth/session'
import type { Chain } from '../../../src/domain/chains/chain'
import { createConnectPanelEffects, createModalsSource } from '../../../src/app/connectPanelRunner'
import { ConnectionService } from '../../../src/domain/connection/connectionService'
import { StateStore } from '../../../src/domain/shared/store'
import { TransactionService } from '../../../src/domain/transactions/transactionService'
import type { Address, Hash, Hex } from '../../../src/domain/shared/hex'
import type { WalletOption } from '../../../src/domain/wallets/walletOption'
import type { AuthApi } from '../../../src/ports/authApi'
import type { ConnectorEvent, ConnectResult, WalletConnector } from '../../../src/ports/walletConnector'
import type { WalletDirectory } from '../../../src/ports/walletDirectory'
import { freshAccountData } from '../../support/dataCacheServices'
import { MemoryChainReader } from '../../support/memoryChainReader'
import { ServicesProvider, type SignInFlow, type UiServices } from '../../../src/ui/servicesContext'

export const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SHORT_ADDRESS = '0xf3…2266'

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
export const ETHEREUM: Chain = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ETHER,
  rpcUrls: [],
  iconBackground: '#484c50',
}
export const GOERLI: Chain = { id: 5, name: 'Goerli', nativeCurrency: ETHER, rpcUrls: [], iconBackground: '#484c50' }

type Pending = { resolve(result: ConnectResult): void; reject(error: unknown): void }

/**
 * An in-memory wallet: connect waits until the test approves or rejects it; a pairing uri can be announced. Like
 * MetaMask, a connect while its prompt is open is refused with -32002 (the open prompt stays). It rejects as a connector
 * does: the wallet's error mapped at the adapter boundary (mapWalletError).
 */
export class FakeWallet implements WalletConnector {
  readonly events$ = new Subject<ConnectorEvent>()
  readonly type = 'injected' as const
  connectCalls = 0
  signatures: string[] = []
  signMode: 'approve' | 'reject' | 'fail' = 'approve'
  /** How the wallet answers a network switch: `manual` waits for `settleSwitch`. */
  switchMode: 'approve' | 'reject' | 'fail' | 'manual' = 'approve'
  switchRequests: number[] = []
  private pending: Pending | undefined
  private pendingSwitch: (() => void) | undefined

  constructor(
    readonly id: string,
    readonly name: string,
    public chainId = 1,
    private readonly ready = true,
  ) {}

  isReady = () => this.ready
  connect = (): Promise<ConnectResult> => {
    this.connectCalls += 1
    if (this.pending)
      return Promise.reject(
        mapWalletError(
          Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending"), { code: -32002 }),
          'connect',
        ),
      )
    this.events$.next({ type: 'connecting' })
    return new Promise((resolve, reject) => (this.pending = { resolve, reject }))
  }
  reconnect = async (): Promise<ConnectResult | null> => null
  disconnect = async () => {}
  signMessage = async ({ message }: { address: Address; message: string }): Promise<Hex> => {
    if (this.signMode === 'reject')
      throw mapWalletError(Object.assign(new Error('User rejected the request.'), { code: 4001 }), 'sign')
    if (this.signMode === 'fail') throw mapWalletError(new Error('device disconnected'), 'sign')
    this.signatures.push(message)
    return `0x${'ab'.repeat(65)}`
  }
  sendTransaction = async (): Promise<Hash> => `0x${'1'.repeat(64)}`
  /** Switches like a wallet does: a chain-changed event once approved, the chain flagged by the app. */
  switchChain = (chainId: number): Promise<void> => {
    this.switchRequests.push(chainId)
    if (this.switchMode === 'reject')
      return Promise.reject(mapWalletError(Object.assign(new Error('User rejected request'), { code: 4001 }), 'switch'))
    if (this.switchMode === 'fail')
      return Promise.reject(
        mapWalletError(Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 }), 'switch'),
      )
    const switched = () => this.moveTo(chainId)
    if (this.switchMode === 'approve') return Promise.resolve(switched())
    return new Promise((resolve) => (this.pendingSwitch = () => resolve(switched())))
  }
  /** Approves a `manual` switch. */
  settleSwitch(): void {
    this.pendingSwitch?.()
    this.pendingSwitch = undefined
  }
  /** The wallet moves to `chainId` by itself (its own network menu); the app decides whether it is supported. */
  moveTo(chainId: number): void {
    this.chainId = chainId
    this.events$.next({ type: 'change', chain: { id: chainId, unsupported: false } })
  }

  get isConnecting(): boolean {
    return this.pending !== undefined
  }
  approve(address: Address = ADDRESS): void {
    this.pending?.resolve({ accounts: [address], chain: { id: this.chainId, unsupported: false } })
    this.pending = undefined
  }
  reject(): void {
    this.pending?.reject(
      mapWalletError(Object.assign(new Error('User rejected the request.'), { code: 4001 }), 'connect'),
    )
    this.pending = undefined
  }
  showUri(uri: string): void {
    this.events$.next({ type: 'message', uri })
  }
}

/** A directory over fixed options and fake wallets. */
export function fakeDirectory(options: readonly WalletOption[], wallets: readonly FakeWallet[]): WalletDirectory {
  return {
    getSnapshot: () => options,
    subscribe: () => () => {},
    getConnector: (id) => wallets.find((w) => w.id === id),
  }
}

export function option(id: string, name: string, extra: Partial<WalletOption> = {}): WalletOption {
  return {
    id,
    name,
    iconUrl: `data:image/svg+xml,${id}`,
    iconBackground: '#fff',
    ready: true,
    groupName: 'Popular',
    groupIndex: 1,
    ...extra,
  }
}

/** The sign-in API in memory: `fail` switches make each call reject. */
export class FakeAuthApi implements AuthApi {
  session: AuthSession | null = null
  failNonce = false
  failVerify = false
  nonces = 0
  getNonce = async () => {
    if (this.failNonce) throw new Error('network down')
    this.nonces += 1
    return `nonce${this.nonces}abcdefghijklmnop`
  }
  /** Like the server: the session is bound to the message's chain. */
  verify = async ({ message }: { message: string; signature: Hex }): Promise<AuthSession> => {
    if (this.failVerify) throw new Error('401')
    this.session = { address: ADDRESS, chainId: Number(/^Chain ID: (\d+)$/m.exec(message)?.[1] ?? 0) }
    return this.session
  }
  getSession = async () => this.session
  logout = async () => void (this.session = null)
}

export type Harness = {
  services: UiServices
  connection: ConnectionService
  auth: AuthService | undefined
  api: FakeAuthApi | undefined
  reader: MemoryChainReader
  transactions: TransactionService
  wallets: FakeWallet[]
  store: MemoryStore
}

/** Real domain services (ConnectionService, AuthService) over in-memory fakes. */
export function createHarness({
  options,
  wallets,
  chains = [ETHEREUM, GOERLI],
  siwe = false,
  recent = [],
  reconnectTimeoutMs,
}: {
  options: readonly WalletOption[]
  wallets: FakeWallet[]
  chains?: readonly Chain[]
  siwe?: boolean
  recent?: readonly string[]
  reconnectTimeoutMs?: number
}): Harness {
  const directory = fakeDirectory(options, wallets)
  const store = new MemoryStore({ logger: { warn: () => {} } })
  const connection = new ConnectionService({ directory, store, chains, reconnectTimeoutMs })
  const api = siwe ? new FakeAuthApi() : undefined
  const auth = siwe ? new AuthService({ api, checksumAddress: (a) => a }) : undefined
  const reader = new MemoryChainReader()
  for (const chain of chains) reader.setBalance(chain.id, ADDRESS, 1_234_560_000_000_000_000n)
  const transactions = new TransactionService({ store, reader, pollingInterval: 20 })
  const signIn: SignInFlow | undefined = auth && {
    dialog: auth.dialog,
    prepare: () => auth.prepare(),
    signIn: async () => {
      const s = connection.getSnapshot()
      const wallet = s.status === 'connected' ? wallets.find((w) => w.id === s.walletId) : undefined
      if (s.status !== 'connected' || !wallet) return
      await auth.signIn({
        address: s.address,
        chainId: s.chain.id,
        sign: (message) => wallet.signMessage({ address: s.address, message }),
        domain: 'localhost:8080',
        uri: 'http://localhost:8080',
      })
    },
  }
  const authState = auth ?? new StateStore({ status: 'off' as const })
  const services: UiServices = {
    app: { appName: 'Creators Studio', learnMoreUrl: 'https://learn.example/wallets' },
    chains,
    wallet: connection,
    directory,
    auth: authState,
    chainReader: async () => reader,
    clipboard: { writeText: async () => {} },
    connectPanelEffects: createConnectPanelEffects({ wallet: connection }),
    modalsSource: createModalsSource({ wallet: connection, auth: authState }),
    recentWalletIds: () => recent,
    signIn,
    transactions,
  }
  services.accountData = freshAccountData(services)
  return { services, connection, auth, api, reader, transactions, wallets, store }
}

/** Renders inside the services and a fresh query cache. */
export function renderWith(ui: ReactElement, services: UiServices) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
  return render(
    <QueryClientProvider client={client}>
      <ServicesProvider services={services}>{ui}</ServicesProvider>
    </QueryClientProvider>,
  )
}

/** Makes matchMedia answer the narrow (< 768 px) query as `narrow`; returns the restore function. */
export function setNarrow(narrow: boolean): () => void {
  const original = window.matchMedia
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
  return () => {
    window.matchMedia = original
  }
}
