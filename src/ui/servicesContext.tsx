import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext, type ReactNode } from 'react'
import type { AccountDataSource } from '../domain/account/accountData'
import type { Chain } from '../domain/chains/chain'
import type { WalletSessionService } from '../domain/connection/walletSession'
import type { Readable } from '../domain/shared/store'
import type { LocaleService } from '../domain/i18n/localeService'
import type { AuthState } from '../domain/auth/authStatus'
import type { SignInDialogState } from '../domain/auth/signInDialogState'
import type { ConnectPanelWiring } from '../domain/connection/connectPanel'
import type { MobileDeepLinkWiring } from '../domain/connection/mobileDeepLink'
import type { SupportFormWiring } from '../domain/support/supportForm'
import type { ModalsWiring } from '../domain/connection/modals'
import type { ChainReader } from '../ports/chainReader'
import type { CreatorsApi } from '../ports/creatorsApi'
import type { WebhooksApi } from '../ports/webhooksApi'
import type { Clipboard } from '../ports/clipboard'
import type { WalletDirectory } from '../ports/walletDirectory'
import type { TransactionService } from '../domain/transactions/transactionService'
import type { PageViewTracker } from '../domain/analytics/pageViewTracker'
import type { Address, Hash, Hex } from '../domain/shared/hex'
import type { SupportToken } from '../domain/chains/supportTokens'
import type { ChecksumAddress } from '../domain/auth/siweFields'
import type { NoteRecordingState, SentSupport } from '../domain/support/noteRecording'
import type { ProfileEditorEffect, ProfileEditorEvent } from '../domain/creators/profileEditor'
import type { MachineWiring } from '../domain/shared/machine'

/** product rules: "App context". */
export type AppInfo = {
  appName: string
  learnMoreUrl: string
  /**
   * The footer's disclaimer. The app's own (`shell['shell.footer.disclaimer']`, with `{appName}` in it) is shown in the
   * visitor's language; any other text is the deployment's own words, shown as written.
   */
  disclaimer?: string | undefined
  /** "Cool mode": confetti from the connect modal's wallet buttons (off unless set). */
  coolMode?: boolean | undefined
}

/**
 * Everything the UI may use, resolved by src/app from the container. The UI never sees the container,
 * an adapter or a chain library: only domain services and ports.
 * Engineers add fields here as services land (keep it one flat object).
 */
export type UiServices = {
  app: AppInfo
  /** The language shown and the picker's choice; absent means English only (most tests). */
  locale?:
    | (Pick<LocaleService, 'getSnapshot' | 'subscribe' | 'choose'> & Partial<Pick<LocaleService, 'include'>>)
    | undefined
  chains: readonly Chain[]
  wallet: WalletSessionService
  /** The wallet options; their connectors are the session service's to use (ask `wallet`). */
  directory: Omit<WalletDirectory, 'getConnector'>
  auth: Readable<AuthState>
  /** The chain library loads on demand (first balance/ENS read), so the reader is async. */
  chainReader: () => Promise<ChainReader>
  /**
   * The one data cache of balances and ENS names (24 h, persisted), loaded and restored on demand: the same promise
   * on every call. Absent means a QueryClientProvider above the UI supplies it (tests).
   */
  queryClient?: (() => Promise<QueryClient>) | undefined
  /**
   * Name, avatar and balance of accounts, as stores over that data cache (the account button, modal and summary).
   * Absent means none is shown: the address only.
   */
  accountData?: AccountDataSource | undefined
  clipboard: Clipboard
  /** The connect panels' effect handlers and the session progress they follow (desktop side panel and mobile row). */
  connectPanel: ConnectPanelWiring
  /**
   * The phone sheet's deep-link wiring (one WalletConnect pairing ahead of the tap), loaded with the connect modal: the
   * same promise on every call. Absent: WalletConnect wallets on a phone connect as any other (no link followed).
   */
  mobileDeepLink?: (() => Promise<MobileDeepLinkWiring>) | undefined
  /** The modals' wiring: no effects; it follows the connection status and the connect and disconnect events. */
  modals: ModalsWiring
  /** Recently used wallet ids, most recent first (the "Recent" tags); absent means none. */
  recentWalletIds?: (() => readonly string[]) | undefined
  /** The sign-in step ("Verify your account"); absent when sign-in is off (VITE_AUTH=off). */
  signIn?: SignInFlow | undefined
  /**
   * Recent transactions per account and chain (account modal, pending ring on the avatar); absent means none.
   * `prefetch` loads the service's code ahead of need (while a wallet connects).
   */
  transactions?: (Pick<TransactionService, 'select' | 'clear' | 'add'> & { prefetch?(): Promise<unknown> }) | undefined
  /**
   * Sends through the connected wallet, from `from` on `chainId` only (the wallet's current account and chain);
   * resolves to the hash. Absent means pages cannot send.
   */
  sendTransaction?: ((request: SendTransactionRequest) => Promise<Hash>) | undefined
  /**
   * The support form's effect handlers: the send (through `sendTransaction`, registered in `transactions`) and the
   * amount mirrored in the address. Set by the pages' routes from `pageWiring`, whose code loads with the pages;
   * absent means pages cannot send.
   */
  supportForm?: SupportFormWiring | undefined
  /**
   * The ERC-20 tokens a creator may be supported with, by chain (VITE_SUPPORT_TOKENS). Set like `supportForm`, from
   * `pageWiring` (the config is read there, not with the first page load); absent or empty: the native currency only.
   */
  supportTokens?: readonly SupportToken[] | undefined
  /** Completed navigations go here (product rules: "Page views"); absent means no page views are reported. */
  pageViews?: Pick<PageViewTracker, 'navigated'> | undefined
  /**
   * The EIP-55 checksum, loaded on demand with the chain library (it needs keccak256): full addresses are shown
   * checksummed once it is there. Absent means addresses are shown as the wallet reports them.
   */
  checksumAddress?: (() => Promise<ChecksumAddress>) | undefined
  /**
   * The creators API (profiles, supporters' notes), its client loaded on demand: the same promise on every call.
   * Absent when this site has no creators API (sign-in off): pages show no profile and record no note.
   */
  creatorsApi?: (() => Promise<CreatorsApi>) | undefined
  /** The creator's webhooks (the studio's Notifications), loaded like `creatorsApi`; absent with it. */
  webhooksApi?: (() => Promise<WebhooksApi>) | undefined
  /**
   * The studio's profile editor wired to the creators API for the signed-in creator, its saves through `queryClient`
   * (the studio reads its data there). Set by the pages' routes from `pageWiring`, whose code loads with the pages;
   * absent without a creators API.
   */
  studio?: ((creator: Address, queryClient: QueryClient) => StudioWiring) | undefined
  /**
   * Starts recording the note of a sent support (product rules: "Support notes"), through `queryClient`: once it is
   * recorded, every read of the creator's supports is read again. Set like `studio`; absent without a creators API or
   * Recent Transactions: no note is recorded.
   */
  noteRecorder?: ((sent: SentSupport, queryClient: QueryClient) => NoteRecorder) | undefined
  /**
   * Loads the pages' wiring (`studio`, `noteRecorder`, `supportForm`) with the pages that use it: the same promise on
   * every call. The pages' routes (src/app/pageRoute.tsx) provide what it gives; absent means the services already
   * hold what the pages use (tests).
   */
  pageWiring?: (() => Promise<PageWiring>) | undefined
}

/** What the pages' wiring gives: each member absent when the site cannot do it (no creators API, cannot send). */
export type PageWiring = Pick<UiServices, 'studio' | 'noteRecorder' | 'supportForm' | 'supportTokens'>

/** The wiring of the studio's machine: the profile editor (its data is read through the data cache). */
export type StudioWiring = {
  profileEditor: MachineWiring<ProfileEditorEvent, ProfileEditorEffect>
}

/** A note's recording, running: its state, "Try again", and `dispose` (stops it: its timer, its follows). */
export type NoteRecorder = Readable<NoteRecordingState> & { retry(): void; dispose(): void }

/** A transaction asked of the connected wallet: a value transfer (amount in wei), or a call (a token's transfer). */
export type SendTransactionRequest = {
  from: Address
  to: Address
  value: bigint
  /** Call data (a token's transfer); none for a plain value transfer. */
  data?: Hex | undefined
  chainId: number
}

/** What the sign-in step needs: the domain's signInDialog state and the two actions, bound to the connected wallet. */
export type SignInFlow = {
  dialog: Readable<SignInDialogState>
  /** Fetches the nonce ahead of the click (when the step opens). */
  prepare(): void
  /** Asks the connected wallet to sign the message and has the server verify it; never rejects. */
  signIn(): Promise<void>
}

export const ServicesContext = createContext<UiServices | null>(null)

export function ServicesProvider({ services, children }: { services: UiServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

/** The services; throws a clear error outside the provider (product rules: "Missing setup"). */
export function useServices(): UiServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('Transaction hooks must be used within RainbowKitProvider')
  return services
}
