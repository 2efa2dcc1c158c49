import { TOKENS, type Token, type TokenName, type TokenTypes } from '../../src/app/tokens'

/** Every service identifier's name, for tests that go through all of them (TOKENS itself cannot be listed). */
const NAMES = {
  Config: true,
  AppInfo: true,
  KeyValueStore: true,
  Clock: true,
  Clipboard: true,
  Analytics: true,
  WalletDirectory: true,
  ConnectionService: true,
  AuthApi: true,
  AuthService: true,
  CreatorsApiLoader: true,
  WebhooksApiLoader: true,
  ChainReaderLoader: true,
  QueryClientLoader: true,
  AccountData: true,
  TransactionService: true,
  PageViewTracker: true,
  LocaleService: true,
  Origin: true,
  ChecksumAddressLoader: true,
  ConnectPanelWiring: true,
  MobileDeepLinkWiringLoader: true,
  ModalsWiring: true,
  SignInFlow: true,
  SendTransaction: true,
  PageWiringLoader: true,
  UiServices: true,
} satisfies Record<TokenName, true>

/** [name, token] for every service identifier; the compiler keeps NAMES complete (a missing or unknown name fails it). */
export function everyToken(): [TokenName, Token<TokenTypes[TokenName]>][] {
  return (Object.keys(NAMES) as TokenName[]).map((name) => [name, TOKENS[name]])
}
