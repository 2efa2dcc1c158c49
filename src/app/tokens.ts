import type { QueryClient } from '@tanstack/react-query'
import type { Container } from 'inversify'
import type { AccountDataSource } from '../domain/account/accountData'
import type { AuthService } from '../domain/auth/authService'
import type { ChecksumAddress } from '../domain/auth/siweFields'
import type { ConnectPanelWiring } from '../domain/connection/connectPanel'
import type { MobileDeepLinkWiring } from '../domain/connection/mobileDeepLink'
import type { ConnectionService } from '../domain/connection/connectionService'
import type { ModalsWiring } from '../domain/connection/modals'
import type { PageViewTracker } from '../domain/analytics/pageViewTracker'
import type { LocaleService } from '../domain/i18n/localeService'
import type { Analytics } from '../ports/analytics'
import type { AuthApi } from '../ports/authApi'
import type { ChainReader } from '../ports/chainReader'
import type { CreatorsApi } from '../ports/creatorsApi'
import type { WebhooksApi } from '../ports/webhooksApi'
import type { Clipboard } from '../ports/clipboard'
import type { Clock } from '../ports/clock'
import type { KeyValueStore } from '../ports/keyValueStore'
import type { WalletDirectory } from '../ports/walletDirectory'
import type { AppInfo, PageWiring, SendTransactionRequest, SignInFlow, UiServices } from '../ui/servicesContext'
import type { Hash } from '../domain/shared/hex'
import type { AppConfig } from './config'
import type { Transactions } from './lazyTransactions'

/** A service identifier that remembers the type it resolves to (inversify's identifiers do not). */
export type Token<T> = symbol & { readonly __resolves?: T }

/** What each service identifier resolves to: src/app/container.ts binds each one. */
export type TokenTypes = {
  Config: AppConfig
  AppInfo: AppInfo
  KeyValueStore: KeyValueStore
  Clock: Clock
  Clipboard: Clipboard
  Analytics: Analytics
  WalletDirectory: WalletDirectory
  ConnectionService: ConnectionService
  /** Absent (unbound) when sign-in is off. */
  AuthApi: AuthApi
  AuthService: AuthService
  /**
   * The creators API's client, loaded with the first page that needs it (creator page, studio): a memoised loader.
   * Absent (unbound) when sign-in is off, as the server then serves no creators API.
   */
  CreatorsApiLoader: () => Promise<CreatorsApi>
  /** The webhooks API's client (the studio's Notifications), loaded like the creators API's; absent with it. */
  WebhooksApiLoader: () => Promise<WebhooksApi>
  /** The chain library loads on demand: the binding is a memoised loader. */
  ChainReaderLoader: () => Promise<ChainReader>
  /** The data cache (TanStack Query, persisted) loads on demand: the binding is a memoised loader. */
  QueryClientLoader: () => Promise<QueryClient>
  /**
   * Name, avatar and balance of accounts as stores over the data cache; its code and the cache load with the first
   * subscriber (src/app/lazyAccountData.ts).
   */
  AccountData: AccountDataSource
  /**
   * Recent transactions per account and chain, watched until their receipt (reads through the lazy chain reader).
   * The service's code loads when a connected account's log is first watched (src/app/lazyTransactions.ts).
   */
  TransactionService: Transactions
  /** The page-view rule over the Analytics port (fed by the router, src/app/PageViewReporter.tsx). */
  PageViewTracker: PageViewTracker
  /** The language shown (product rules: "Languages"); other locales' catalogues load on demand. */
  LocaleService: LocaleService
  /** The page's origin, e.g. http://localhost:8080 (the sign-in message's URI); default: the window's location. */
  Origin: string
  /** The EIP-55 checksum, loaded on demand with the chain library (src/app/chainLibrary.ts). */
  ChecksumAddressLoader: () => Promise<ChecksumAddress>
  /** The connect panels' effects and the session progress they follow (src/app/connectPanelWiring.ts). */
  ConnectPanelWiring: ConnectPanelWiring
  /** The phone sheet's deep-link wiring, loaded with the connect modal (src/app/mobileDeepLinkWiring.ts). */
  MobileDeepLinkWiringLoader: () => Promise<MobileDeepLinkWiring>
  /** What the modals follow: connection status and session events (src/app/modalsWiring.ts). */
  ModalsWiring: ModalsWiring
  /**
   * The sign-in step bound to the connected wallet; its machine loads when the step opens (src/app/createSignInFlow.ts).
   * Absent (unbound) when sign-in is off.
   */
  SignInFlow: SignInFlow
  /** The UI's one way to send a transaction, from the request's account and chain only (createSendTransaction.ts). */
  SendTransaction: (request: SendTransactionRequest) => Promise<Hash>
  /**
   * The pages' wiring (the studio's machines, the note recorder, the support form), its code loaded with the first
   * page that needs it (src/app/pageWiring.ts): a memoised loader.
   */
  PageWiringLoader: () => Promise<PageWiring>
  /** The flat object the UI reads (servicesContext), every member resolved from the tokens above. */
  UiServices: UiServices
}

/** The name of a service identifier, as TOKENS and the container's overrides spell it. */
export type TokenName = keyof TokenTypes

const PREFIX = 'creators-studio/'

/**
 * The service identifiers of the container: `TOKENS.Name` is `Symbol.for('creators-studio/Name')`, made when it is
 * read, so the names and their types live in TokenTypes alone and cost the first load nothing.
 */
export const TOKENS = new Proxy({}, { get: (_, name) => Symbol.for(PREFIX + String(name)) }) as {
  readonly [Name in TokenName]: Token<TokenTypes[Name]>
}

/** The name of `token` (`TOKENS[name]`), or '' for a symbol that is no service identifier. */
export function tokenName(token: symbol): string {
  const description = token.description ?? ''
  return description.startsWith(PREFIX) ? description.slice(PREFIX.length) : ''
}

/** `container.get` with the token's type. */
export function resolve<T>(container: Pick<Container, 'get'>, token: Token<T>): T {
  return container.get<T>(token)
}
