import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryStore } from '../../support/memoryStore'
import { AuthService } from '../../../src/domain/auth/authService'
import type { Chain } from '../../../src/domain/chains/chain'
import { createConnectPanelWiring } from '../../../src/app/connectPanelWiring'
import { createModalsWiring } from '../../../src/app/modalsWiring'
import { ConnectionService } from '../../../src/domain/connection/connectionService'
import { StateStore } from '../../../src/domain/shared/store'
import { TransactionService } from '../../../src/domain/transactions/transactionService'
import type { Address } from '../../../src/domain/shared/hex'
import type { WalletOption } from '../../../src/domain/wallets/walletOption'
import { MemoryAuthApi } from '../../support/memoryAuthApi'
import { FakeWalletConnector, WALLET_ADDRESS } from '../../support/fakeWalletConnector'
import { FakeWalletDirectory } from '../../support/fakeWalletDirectory'
import { freshAccountData } from '../../support/dataCacheServices'
import { MemoryChainReader } from '../../support/memoryChainReader'
import { harnessSignInFlow } from '../../support/signInSteps'
import { ServicesProvider, type SignInFlow, type UiServices } from '../../../src/ui/servicesContext'

export const ADDRESS: Address = WALLET_ADDRESS
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

/**
 * The harness's wallet: the one fake connector, with a name of its own and a prompt that stays open until the test
 * approves or rejects it.
 */
export class FakeWallet extends FakeWalletConnector {
  constructor(id: string, name: string, chainId = 1, ready = true, uri?: string) {
    super({ id, name, chainId, ready, prompt: 'manual', uri })
  }
}

/** A directory over fixed options and fake wallets. */
export function fakeDirectory(options: readonly WalletOption[], wallets: readonly FakeWallet[]): FakeWalletDirectory {
  return new FakeWalletDirectory(wallets, { options })
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
/** The one AuthApi fake (test/support/memoryAuthApi.ts) for wallets that sign with a placeholder signature. */
export class FakeAuthApi extends MemoryAuthApi {
  constructor() {
    super(undefined, { acceptAnySignature: true })
  }
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
  const auth = siwe ? new AuthService({ api }) : undefined
  const reader = new MemoryChainReader()
  for (const chain of chains) reader.setBalance(chain.id, ADDRESS, 1_234_560_000_000_000_000n)
  const transactions = new TransactionService({ store, reader, pollingInterval: 20 })
  const signIn: SignInFlow | undefined = auth && api && harnessSignInFlow({ auth, api, wallet: connection })
  const authState = auth ?? new StateStore({ status: 'off' as const })
  const services: UiServices = {
    app: { appName: 'Creators Studio', learnMoreUrl: 'https://learn.example/wallets' },
    chains,
    wallet: connection,
    directory,
    auth: authState,
    chainReader: async () => reader,
    clipboard: { writeText: async () => {} },
    connectPanel: createConnectPanelWiring({ wallet: connection }),
    modals: createModalsWiring({ wallet: connection, auth: authState }),
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
