import { Subject, type Observable } from 'rxjs'
import type { SessionChain } from '../../domain/chains/chain'
import { parseChainId } from '../../domain/chains/chainId'
import { catalogueError, chainNotConfiguredError } from '../../domain/errors/errorCatalogue'
import type { Address, Hash, Hex } from '../../domain/shared/hex'
import type {
  ConnectorEvent,
  ConnectResult,
  SendTransactionArgs,
  WalletConnector,
  WatchAssetArgs,
} from '../../ports/walletConnector'
import type { ConnectorHookContext, Eip1193ConnectorOptions } from './eip1193ConnectorOptions'
import { isEip1193Provider, type Eip1193Provider } from './eip1193Provider'
import { chainDuringPrompt } from './chainDuringPrompt'
import { listenToProvider } from './providerListeners'
import { readAccounts } from './readAccounts'
import { switchEthereumChain } from './switchEthereumChain'
import { personalSign, requestAccountPermissions, sendTransaction, watchAsset } from './walletActions'
import { withDeadline } from '../../domain/shared/deadline'
import { mapFailure, unexpectedAnswer, walletRequest, type WalletRequest } from './walletRequest'

const LOAD_TIMEOUT_MS = 30_000

/**
 * A WalletConnector over any EIP-1193 provider (window.ethereum, an EIP-6963 announcement, an SDK's provider).
 * Every wallet failure is mapped once, here, to a catalogue BaseError (see mapWalletError).
 */
export class Eip1193Connector implements WalletConnector {
  readonly id: string
  readonly name: string
  readonly type: WalletConnector['type']
  readonly events$: Observable<ConnectorEvent>
  readonly rememberMobileLink: WalletConnector['rememberMobileLink']
  private readonly events = new Subject<ConnectorEvent>()
  private unlisten: (() => void) | undefined

  constructor(private readonly options: Eip1193ConnectorOptions) {
    this.id = options.id
    this.name = options.name
    this.type = options.type ?? 'injected'
    this.events$ = this.events.asObservable()
    this.rememberMobileLink = options.rememberMobileLink
  }

  /** Absent when the wallet cannot switch networks (decided now: it may depend on the paired wallet). */
  get switchChain(): ((chainId: number) => Promise<void>) | undefined {
    const can = this.options.canSwitchChain ?? true
    return (typeof can === 'function' ? safeCall(can) : can) ? this.switchTo : undefined
  }

  /** True when the wallet can be used right now. */
  isReady(): boolean {
    return this.options.isReady ? this.options.isReady() : isEip1193Provider(this.currentProvider())
  }

  /** Prompts the wallet for accounts; switches to `chainId` when asked and different (a failed switch keeps the chain). */
  async connect(args: { chainId?: number | undefined } = {}): Promise<ConnectResult> {
    this.events.next({ type: 'connecting' })
    // No await before the prompt when nothing must load: the wallet is asked before the page re-renders.
    const context = this.options.loadProvider ? await this.context() : this.currentContext()
    const custom = this.options.requestAccounts
    const prompt = custom ?? (({ request }) => request({ method: 'eth_requestAccounts' }, 'connect'))
    const prompting = mapFailure(() => prompt(context), 'connect')
    // Sent after the prompt, answered alongside it. A custom prompt (WalletConnect pairs first) has no chain before it ends.
    const early = custom ? undefined : chainDuringPrompt(context)
    let accounts: readonly Address[]
    try {
      accounts = readAccounts(await prompting)
    } finally {
      early?.stop()
    }
    if (accounts.length === 0) throw catalogueError('user-rejected', { details: 'accounts received is empty' })
    let chain = await this.start(context, await early?.chainId())
    const wanted = args.chainId
    if (wanted !== undefined && wanted !== chain.id && this.switchChain) {
      // Refused or failed, the wallet stays connected on its chain: a wrong network is a state, not an error.
      if (
        await this.switchChain(wanted).then(
          () => true,
          () => false,
        )
      )
        chain = this.toSessionChain(wanted)
    }
    return this.connected(accounts, chain)
  }

  /**
   * Restores an authorised session without a prompt (eth_accounts); null when absent or not authorised. No time limit
   * here: the ConnectionService bounds how long the page waits, and still takes an answer that comes later.
   */
  async reconnect(): Promise<ConnectResult | null> {
    if (this.options.isReady && !this.options.isReady()) return null
    await this.load()
    if (!isEip1193Provider(this.currentProvider())) return null
    const context = await this.context()
    const restore = this.options.restoreAccounts ?? (({ request }) => request({ method: 'eth_accounts' }, 'connect'))
    const accounts = readAccounts(await mapFailure(() => restore(context), 'connect'))
    return accounts.length === 0 ? null : this.connected(accounts, await this.start(context))
  }

  /** Stops listening and ends the session where the wallet allows it; never rejects. */
  async disconnect(): Promise<void> {
    this.stopListening()
    const provider = this.currentProvider()
    const present = isEip1193Provider(provider) ? provider : undefined
    if (this.options.endSession) await this.options.endSession(present).catch(() => undefined)
    // Not awaited: a wallet without EIP-2255 revoke must not delay or fail the disconnect.
    else if (present)
      void this.request(present)(
        { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] },
        'connect',
      ).catch(() => undefined)
    this.events.next({ type: 'disconnect' })
  }

  /** Asks for account permissions again (EIP-2255) so the user can pick other accounts; returns the accounts. */
  async requestPermissions(): Promise<readonly Address[]> {
    return requestAccountPermissions((await this.context()).request)
  }

  /** personal_sign with the UTF-8 message hex-encoded, params [message, address]. */
  async signMessage(args: { address: Address; message: string }): Promise<Hex> {
    return personalSign((await this.context()).request, args)
  }

  /** eth_sendTransaction with hex quantities; resolves with the transaction hash. */
  async sendTransaction(args: SendTransactionArgs): Promise<Hash> {
    return sendTransaction((await this.context()).request, args)
  }

  /** wallet_watchAsset (EIP-747) for an ERC-20 token; decimals default to 18. */
  readonly watchAsset = async (args: WatchAssetArgs): Promise<boolean> =>
    watchAsset((await this.context()).request, args)

  private readonly switchTo = async (chainId: number): Promise<void> => {
    const chain = this.options.chains.find((c) => c.id === chainId)
    if (!chain) throw chainNotConfiguredError(chainId, this.name)
    await switchEthereumChain((await this.context()).request, chain)
  }

  private currentProvider(): Eip1193Provider | undefined {
    try {
      return this.options.getProvider()
    } catch {
      return undefined
    }
  }

  /** Loads an SDK provider; bounded in time, as loading is not a user decision. */
  private async load(): Promise<void> {
    const load = this.options.loadProvider
    if (!load) return
    const late = (): Error => catalogueError('connect-failed', { details: `${this.name} did not load in time.` })
    await mapFailure(withDeadline(load, this.options.loadTimeoutMs ?? LOAD_TIMEOUT_MS, late), 'connect')
  }

  /** The provider to use now (loaded first if needed) and its request; `connector-not-found` when there is none. */
  private async context(): Promise<ConnectorHookContext> {
    await this.load()
    return this.currentContext()
  }

  /** The provider there is now and its request (nothing loaded); `connector-not-found` when there is none. */
  private currentContext(): ConnectorHookContext {
    const provider = this.currentProvider()
    if (!isEip1193Provider(provider))
      throw catalogueError('connector-not-found', { details: `${this.name} was not found.` })
    return { provider, request: this.request(provider), emit: (event) => this.events.next(event) }
  }

  private request(provider: Eip1193Provider): WalletRequest {
    return walletRequest(provider, () => this.currentProvider(), this.options.presenceCheckMs)
  }

  /** Reads the wallet's chain (unless `known`) and starts listening to its events. */
  private async start({ provider, request }: ConnectorHookContext, known?: number): Promise<SessionChain> {
    let id = known
    if (id === undefined) {
      const raw = await request({ method: 'eth_chainId' }, 'connect')
      id = parseChainId(raw)
      if (id === undefined) throw unexpectedAnswer('connect-failed', raw)
    }
    this.listen(provider)
    return this.toSessionChain(id)
  }

  private toSessionChain(id: number): SessionChain {
    return { id, unsupported: !this.options.chains.some((c) => c.id === id) }
  }

  private connected(accounts: readonly Address[], chain: SessionChain): ConnectResult {
    this.events.next({ type: 'connect', accounts, chain })
    return { accounts, chain }
  }

  private listen(provider: Eip1193Provider): void {
    this.stopListening()
    const emit = (event: ConnectorEvent): void => this.events.next(event)
    this.unlisten = listenToProvider(provider, {
      emit,
      toSessionChain: (id) => this.toSessionChain(id),
      onEnded: () => this.stopListening(),
    })
  }

  private stopListening(): void {
    this.unlisten?.()
    this.unlisten = undefined
  }
}

function safeCall(fn: () => boolean): boolean {
  try {
    return fn()
  } catch {
    return false
  }
}
