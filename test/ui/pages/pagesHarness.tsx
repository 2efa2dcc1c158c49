import { withCreatorsWiring } from '../../support/withCreatorsWiring'
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConnectPanelWiring } from '../../../src/app/connectPanelWiring'
import { createModalsWiring } from '../../../src/app/modalsWiring'
import { type AddressBar, BROWSER_ADDRESS, createSupportFormWiring } from '../../../src/app/supportFormWiring'
import { Router, useLocation, useSearch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { MemoryStore } from '../../support/memoryStore'
import { createSendTransaction } from '../../../src/app/createSendTransaction'
import { PageViewTracker } from '../../../src/domain/analytics/pageViewTracker'
import { AuthService } from '../../../src/domain/auth/authService'
import type { Chain } from '../../../src/domain/chains/chain'
import { ConnectionService } from '../../../src/domain/connection/connectionService'
import type { Address } from '../../../src/domain/shared/hex'
import type { WalletOption } from '../../../src/domain/wallets/walletOption'
import { TransactionService } from '../../../src/domain/transactions/transactionService'
import { freshAccountData } from '../../support/dataCacheServices'
import { MemoryChainReader } from '../../support/memoryChainReader'
import { SHALLOW_NAVIGATION } from '../../../src/ui/pages/shallowNavigation'
import { harnessSignInFlow } from '../../support/signInSteps'
import { ServicesProvider, type SignInFlow, type UiServices } from '../../../src/ui/servicesContext'
import { FakeAuthApi, FakeWallet, fakeDirectory, option } from '../connect/connectHarness'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'

export const VISITOR: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const CREATOR: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
export const CHAINS: readonly Chain[] = [
  {
    id: 1,
    name: 'Ethereum',
    nativeCurrency: ETHER,
    rpcUrls: [],
    blockExplorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  },
  { id: 5, name: 'Goerli', nativeCurrency: { ...ETHER, symbol: 'GOR' }, rpcUrls: [] },
]

export type PagesHarness = ReturnType<typeof createPagesHarness>

const disposers: Array<() => void> = []

/** The memory location of the page last rendered by `renderAt` in this test. */
let shown: ReturnType<typeof memoryLocation> | undefined

/**
 * The address bar the support form mirrors its amount in: the memory location of the page `renderAt` rendered, else
 * the browser's (a test of the app's routes on jsdom's history).
 */
const ADDRESS: AddressBar = {
  current: () => {
    if (!shown) return BROWSER_ADDRESS.current()
    const [pathname = '/', query] = (shown.history?.at(-1) ?? '/').split('?')
    return { pathname, search: query ? `?${query}` : '' }
  },
  replace: (to) =>
    shown ? shown.navigate(to, { replace: true, state: SHALLOW_NAVIGATION }) : BROWSER_ADDRESS.replace(to),
}

/** Stops the services' watchers (call after each test). */
export function disposePages(): void {
  shown = undefined
  for (const dispose of disposers.splice(0)) dispose()
}

/** Real ConnectionService, AuthService, TransactionService and PageViewTracker over in-memory fakes. */
export function createPagesHarness({
  siwe = true,
  chainId = 1,
  walletOption = {},
}: {
  siwe?: boolean
  chainId?: number
  /** More of the wallet's option (a WalletConnect wallet's mobileLink). */
  walletOption?: Partial<WalletOption>
} = {}) {
  const wallet = new FakeWallet('fake', 'Fake Wallet', chainId)
  const directory = fakeDirectory([option('fake', 'Fake Wallet', walletOption)], [wallet])
  const store = new MemoryStore({ logger: { warn: () => {} } })
  const connection = new ConnectionService({ directory, store, chains: CHAINS })
  const api = siwe ? new FakeAuthApi() : undefined
  const auth = new AuthService({ api })
  const reader = new MemoryChainReader({ symbols: { 5: 'GOR' } })
  const transactions = new TransactionService({ store, reader, pollingInterval: 10 })
  const views: string[] = []
  const pageViews = new PageViewTracker((path) => views.push(path))
  const clipboard = { written: [] as string[], writeText: async (text: string) => void clipboard.written.push(text) }
  const sent: Array<{ to: Address; value: bigint; chainId: number }> = []
  const send = createSendTransaction({ wallet: connection })
  const sendTransaction = async (request: { from: Address; to: Address; value: bigint; chainId: number }) => {
    sent.push(request)
    return send(request)
  }
  disposers.push(
    () => transactions.dispose(),
    () => connection.dispose(),
  )
  const signIn: SignInFlow | undefined = api && harnessSignInFlow({ auth, api, wallet: connection })
  const services: UiServices = {
    app: {
      appName: 'Creators Studio',
      learnMoreUrl: 'https://learn.example/wallets',
      disclaimer: 'Check the address before you send.',
    },
    chains: CHAINS,
    wallet: connection,
    directory,
    auth,
    chainReader: async () => reader,
    clipboard,
    connectPanel: createConnectPanelWiring({ wallet: connection }),
    modals: createModalsWiring({ wallet: connection, auth }),
    recentWalletIds: () => [],
    signIn,
    transactions,
    sendTransaction,
    supportForm: createSupportFormWiring({
      send: sendTransaction,
      transactions,
      address: ADDRESS,
      switchChain: (chainId) => connection.switchChain(chainId),
    }),
    pageViews,
  }
  services.accountData = freshAccountData(services)
  /** Connects the fake wallet as `address` (VISITOR by default) and signs in when `signedIn`. */
  const connect = async ({ signedIn = false, address = VISITOR }: { signedIn?: boolean; address?: Address } = {}) => {
    if (api) api.session = signedIn ? { address, chainId: wallet.chainId } : null
    await auth.start()
    const done = connection.connect('fake')
    wallet.approve(address)
    await done
    await auth.onWalletChanged({ address, chainId: wallet.chainId })
  }
  return { services, wallet, connection, auth, api, reader, transactions, views, pageViews, clipboard, sent, connect }
}

/** The current location, for assertions (rendered next to the routes). */
export function LocationProbe() {
  const [pathname] = useLocation()
  const search = useSearch()
  return <div data-testid="location">{`${pathname}${search ? `?${search}` : ''}`}</div>
}

/** Renders `ui` inside the services, a fresh query cache (no retries) and a memory router at `path`. */
export function renderAt(path: string, ui: ReactElement, services: UiServices) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
  shown = memoryLocation({ path, record: true })
  return render(
    <QueryClientProvider client={client}>
      <ServicesProvider services={withCreatorsWiring(services)}>
        <Router hook={shown.hook}>
          {ui}
          <LocationProbe />
        </Router>
      </ServicesProvider>
    </QueryClientProvider>,
  )
}

/** A language service that has German chosen, with the main and the pages' catalogues loaded. */
export function germanLocale(): NonNullable<UiServices['locale']> {
  const state: LocaleState = { locale: 'de', dir: 'ltr', messages: { ...deMain, ...dePages }, pseudo: undefined }
  return { getSnapshot: () => state, subscribe: () => () => {}, choose: async () => ({ kind: 'superseded' }) }
}
