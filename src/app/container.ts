import { Container } from 'inversify'
import { NavigatorClipboard } from '../adapters/clipboard/navigatorClipboard'
import { SystemClock } from '../adapters/clock/systemClock'
import { HttpAuthApi } from '../adapters/http/httpAuthApi'
import { LocalStorageStore } from '../adapters/storage/localStorageStore'
import { AuthService } from '../domain/auth/authService'
import { ConnectionService } from '../domain/connection/connectionService'
import { PageViewTracker } from '../domain/analytics/pageViewTracker'
import { LocaleService } from '../domain/i18n/localeService'
import type { WalletDirectory } from '../ports/walletDirectory'
import type { UiServices } from '../ui/servicesContext'
import type { AppConfig } from './config'
import { createAnalytics } from './analytics'
import { APP_INFO } from './appInfo'
import { browserStorage } from './browserStorage'
import { loadChainLibrary } from './chainLibrary'
import { createConnectPanelWiring } from './connectPanelWiring'
import { createSendTransaction } from './createSendTransaction'
import { createSignInFlow } from './createSignInFlow'
import { loadAccountData } from './lazyAccountData'
import { lazyTransactions } from './lazyTransactions'
import { lazyWalletDirectory } from './lazyWalletDirectory'
import { loadCatalogue } from './localeCatalogues'
import { createModalsWiring } from './modalsWiring'
import { memoizeUntilFailure } from '../domain/shared/memoizeUntilFailure'
import { TOKENS, type Token, tokenName } from './tokens'

/** Replacements for the browser adapters (tests bind in-memory fakes through these). */
export type ContainerOverrides = { [K in keyof typeof TOKENS]?: (typeof TOKENS)[K] extends Token<infer T> ? T : never }

/**
 * The composition root: every port bound to its adapter for `config`, every domain service, wiring and loader built by
 * a factory (no decorators in the domain), and the UI's services (`TOKENS.UiServices`) assembled from them. Nothing
 * is wired outside it. Lazy singletons: a binding is built when first resolved, and what loads code on demand is bound
 * as a memoised loader. An override replaces a binding's factory with a constant; it never adds a binding that `config`
 * leaves out.
 */
export function createAppContainer(config: AppConfig, overrides: ContainerOverrides = {}): Container {
  const c = new Container({ defaultScope: 'Singleton' })
  const bind = <T>(token: Token<T>, factory: () => T) => {
    const override = (overrides as Record<string, unknown>)[tokenName(token)] as T | undefined
    if (override !== undefined) c.bind<T>(token).toConstantValue(override)
    else c.bind<T>(token).toDynamicValue(factory)
  }
  const get = <T>(token: Token<T>): T => c.get<T>(token)
  /** An optional binding (sign-in off binds no sign-in API): undefined when unbound. */
  const optional = <T>(token: Token<T>): T | undefined => (c.isBound(token) ? c.get<T>(token) : undefined)

  bind(TOKENS.Config, () => config)
  bind(TOKENS.AppInfo, () => APP_INFO)
  bind(TOKENS.KeyValueStore, () => new LocalStorageStore())
  bind(TOKENS.Clock, () => new SystemClock())
  bind(TOKENS.Clipboard, () => new NavigatorClipboard())
  bind(TOKENS.Analytics, () => createAnalytics(config))
  bind(
    TOKENS.LocaleService,
    () =>
      new LocaleService({
        store: get(TOKENS.KeyValueStore),
        load: loadCatalogue,
        languages: () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])),
        loadPseudo: config.pseudoLocale
          ? () => import('../domain/i18n/pseudoLocalize').then((m) => m.pseudoLocalize)
          : undefined,
      }),
  )
  bind(TOKENS.PageViewTracker, () => new PageViewTracker((path) => get(TOKENS.Analytics).pageView({ path })))
  // The wallet list and connectors load on demand (connect modal, or an auto-connect of the last wallet).
  bind(
    TOKENS.WalletDirectory,
    (): WalletDirectory =>
      lazyWalletDirectory(() => import('./createBrowserDirectory').then((m) => m.createBrowserDirectory(config))),
  )
  bind(TOKENS.ChainReaderLoader, () =>
    memoizeUntilFailure(async () => (await loadChainLibrary(config.chainLibrary)).loadChainReader(config.chains)),
  )
  bind(TOKENS.QueryClientLoader, () =>
    memoizeUntilFailure(() => import('./queryCache').then((m) => m.createPersistedQueryClient(browserStorage()))),
  )
  // Its code and the data cache load with the first account view that subscribes (or a prefetch).
  bind(TOKENS.AccountData, () =>
    loadAccountData({
      queryClient: get(TOKENS.QueryClientLoader),
      chainReader: get(TOKENS.ChainReaderLoader),
      transactions: get(TOKENS.TransactionService),
    }),
  )
  bind(
    TOKENS.ConnectionService,
    () =>
      new ConnectionService({
        directory: get(TOKENS.WalletDirectory),
        store: get(TOKENS.KeyValueStore),
        chains: config.chains,
      }),
  )
  bind(TOKENS.TransactionService, () =>
    lazyTransactions(
      memoizeUntilFailure(async () => {
        const { createTransactionService } = await import('./createTransactionService')
        return createTransactionService({
          store: get(TOKENS.KeyValueStore),
          loadReader: get(TOKENS.ChainReaderLoader),
          clock: get(TOKENS.Clock),
        })
      }),
    ),
  )
  if (config.auth === 'siwe') bind(TOKENS.AuthApi, () => new HttpAuthApi())
  if (config.auth === 'siwe')
    bind(TOKENS.CreatorsApiLoader, () =>
      memoizeUntilFailure(async () => new (await import('../adapters/http/httpCreatorsApi')).HttpCreatorsApi()),
    )
  if (config.auth === 'siwe')
    bind(TOKENS.WebhooksApiLoader, () =>
      memoizeUntilFailure(async () => new (await import('../adapters/http/httpWebhooksApi')).HttpWebhooksApi()),
    )
  bind(TOKENS.AuthService, () => new AuthService({ api: optional(TOKENS.AuthApi) }))
  bind(TOKENS.Origin, () => window.location.origin)
  bind(
    TOKENS.ChecksumAddressLoader,
    () => async () => (await loadChainLibrary(config.chainLibrary)).loadChecksumAddress(),
  )
  bind(TOKENS.ConnectPanelWiring, () => createConnectPanelWiring({ wallet: get(TOKENS.ConnectionService) }))
  bind(TOKENS.MobileDeepLinkWiringLoader, () =>
    memoizeUntilFailure(async () =>
      (await import('./mobileDeepLinkWiring')).createMobileDeepLinkWiring({
        wallet: get(TOKENS.ConnectionService),
        directory: get(TOKENS.WalletDirectory),
      }),
    ),
  )
  bind(TOKENS.ModalsWiring, () =>
    createModalsWiring({ wallet: get(TOKENS.ConnectionService), auth: get(TOKENS.AuthService) }),
  )
  if (config.auth === 'siwe')
    bind(TOKENS.SignInFlow, () =>
      createSignInFlow({
        auth: get(TOKENS.AuthService),
        api: get(TOKENS.AuthApi),
        wallet: get(TOKENS.ConnectionService),
        origin: get(TOKENS.Origin),
        loadChecksum: get(TOKENS.ChecksumAddressLoader),
        now: () => get(TOKENS.Clock).now(),
      }),
    )
  bind(TOKENS.SendTransaction, () => createSendTransaction({ wallet: get(TOKENS.ConnectionService) }))
  // The studio's machines, the note recorder and the support form: their code loads with the first page that uses them.
  bind(TOKENS.PageWiringLoader, () =>
    memoizeUntilFailure(async () =>
      (await import('./pageWiring')).createPageWiring({
        creatorsApi: optional(TOKENS.CreatorsApiLoader),
        auth: get(TOKENS.AuthService),
        transactions: get(TOKENS.TransactionService),
        session: get(TOKENS.ConnectionService),
        chains: config.chains,
      }),
    ),
  )
  bind(TOKENS.UiServices, (): UiServices => {
    const wallet = get(TOKENS.ConnectionService)
    return {
      app: get(TOKENS.AppInfo),
      locale: get(TOKENS.LocaleService),
      chains: config.chains,
      wallet,
      directory: get(TOKENS.WalletDirectory),
      auth: get(TOKENS.AuthService),
      chainReader: get(TOKENS.ChainReaderLoader),
      queryClient: get(TOKENS.QueryClientLoader),
      accountData: get(TOKENS.AccountData),
      clipboard: get(TOKENS.Clipboard),
      connectPanel: get(TOKENS.ConnectPanelWiring),
      mobileDeepLink: get(TOKENS.MobileDeepLinkWiringLoader),
      modals: get(TOKENS.ModalsWiring),
      recentWalletIds: () => wallet.recentWalletIds(),
      signIn: optional(TOKENS.SignInFlow),
      transactions: get(TOKENS.TransactionService),
      sendTransaction: get(TOKENS.SendTransaction),
      pageViews: get(TOKENS.PageViewTracker),
      checksumAddress: get(TOKENS.ChecksumAddressLoader),
      creatorsApi: optional(TOKENS.CreatorsApiLoader),
      webhooksApi: optional(TOKENS.WebhooksApiLoader),
      pageWiring: get(TOKENS.PageWiringLoader),
    }
  })
  return c
}
