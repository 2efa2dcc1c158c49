import { Observable, Subject, type Subscription } from 'rxjs'
import type { Chain } from '../chains/chain'
import { asWalletFailure, isWalletFailure, type WalletFailure } from '../errors/walletError'
import { catalogueError, ERROR_MESSAGES, missingArgumentError } from '../errors/errorCatalogue'
import { failedWith, SUPERSEDED } from './walletOutcome'
import { type Machine, runMachine, type Transition } from '../shared/machine'
import type { ConnectorEvent, ConnectResult, SendTransactionArgs, WalletConnector } from '../../ports/walletConnector'
import type { KeyValueStore } from '../../ports/keyValueStore'
import type { WalletDirectory } from '../../ports/walletDirectory'
import { OpenConnectRequests, type OpenConnectRequest } from './openConnectRequests'
import { reconnectWithin, type ReconnectAnswer } from './reconnectWithin'
import { sessionEvent as sessionEventOf } from './sessionEvent'
import { sessionTransition, type SessionEffect, type SessionTransitionEvent } from './sessionTransition'
import { timeLimit, type TimeLimit } from './timeLimit'
import { forgetLastWallet, readLastWalletId, readRecentWalletIds, rememberWallet } from './walletStorage'
import type { Address } from '../shared/hex'
import type {
  ConnectOutcome,
  SendTransactionOutcome,
  SessionEvent,
  SignMessageOutcome,
  SwitchChainOutcome,
  WalletSession,
  WalletSessionService,
} from './walletSession'

export type ConnectionServiceDeps = {
  directory: WalletDirectory
  store: KeyValueStore
  chains: readonly Chain[]
  /** How long an auto-connect may keep the status loading; default {@link RECONNECT_TIMEOUT_MS}. */
  reconnectTimeoutMs?: number | undefined
}

/**
 * How long an auto-connect keeps the Connect button hidden (status loading, product rules: "Connect button"). An
 * extension answers eth_accounts within a second, one waking with the browser (a cold start) in a few; a locked or
 * asleep one may never answer. An answer after this still restores the session, so a slow wallet costs a brief Connect
 * button, not the session.
 */
export const RECONNECT_TIMEOUT_MS = 5_000

/**
 * product rules: "Switch Networks modal": shown when the wallet has no switchChain; the UI says to switch from within
 * the wallet.
 */
export const SWITCH_CHAIN_UNSUPPORTED_MESSAGE = ERROR_MESSAGES['switch-chain-unsupported']

/**
 * The wallet side of a visit: connect, auto-reconnect, connector events, chain switching, disconnect.
 * Every method resolves to its outcome, never rejects; failures also become state (`error`, `switchError`). A newer call
 * supersedes an older one. It alone talks to the connector of the current wallet. Every state change is the pure
 * sessionTransition's, whose effects it runs; what stays here is the asynchronous part: which call is current (an
 * attempt), the wallets' open prompts, the auto-connect's time limit.
 */
export class ConnectionService implements WalletSessionService {
  private readonly sessionEvents = new Subject<SessionEvent>()
  /** See WalletSessionService.events$: emitted once the state that makes it is published (the `announce` effect). */
  readonly events$: Observable<SessionEvent> = this.sessionEvents.asObservable()
  /** The session machine: the one place the state changes. */
  private readonly machine: Machine<WalletSession, SessionTransitionEvent>
  /** The session now, then every change. */
  readonly state$: Observable<WalletSession>
  private attempt = 0
  private connector: WalletConnector | undefined
  private events: Subscription | undefined
  private pendingReconnect: Promise<void> | undefined
  /** The connect whose wallet is asking its user now (a connect to the same wallet joins it). */
  private pendingConnect: { walletId: string; done: Promise<ConnectOutcome> } | undefined
  /** Every wallet's unanswered connect request, also of wallets the visitor left for another (picked again: joined). */
  private readonly requests = new OpenConnectRequests()
  /** The time limit of the auto-connect under way; a new attempt ends it. */
  private restoreLimit: TimeLimit | undefined
  /** Numbers switch requests: a late answer to a replaced one is not taken for the newest (same chain or not). */
  private switchRequests = 0
  /** Approvals that came after the visitor left that wallet, already handed back (see release). */
  private readonly released = new WeakSet<OpenConnectRequest>()
  private disposed = false

  constructor(private readonly deps: ConnectionServiceDeps) {
    this.machine = runMachine(
      announcing(sessionTransition(deps.chains)),
      { status: 'disconnected' },
      {
        rememberWallet: (effect) => rememberWallet(deps.store, effect.walletId),
        forgetWallet: () => forgetLastWallet(deps.store),
        endAttempt: () => {
          this.begin(undefined)
        },
        announce: (effect) => this.sessionEvents.next(effect.event),
      },
    )
    const machine = this.machine
    this.state$ = new Observable((subscriber) => machine.subscribe(() => subscriber.next(machine.getSnapshot())))
  }

  getSnapshot = (): WalletSession => this.machine.getSnapshot()

  subscribe = (listener: () => void): (() => void) => this.machine.subscribe(listener)

  /** Recently used wallet ids, most recent first (for the "Recent" tags). */
  recentWalletIds(): readonly string[] {
    return readRecentWalletIds(this.deps.store)
  }

  /**
   * Connects the wallet with this id (prompts it); on failure the state is disconnected with the error. A connect to
   * the wallet whose prompt is still open joins that attempt (same outcome, no second request); another wallet
   * supersedes it, and its prompt's answer is then ignored, unless that wallet is picked again before it answers:
   * that connect waits for the open prompt instead of asking again.
   */
  async connect(walletId: string): Promise<ConnectOutcome> {
    // A second request would be refused while the first prompt is open (MetaMask: -32002), and that first answer lost.
    if (this.pendingConnect?.walletId === walletId) return this.pendingConnect.done
    const connector = this.deps.directory.getConnector(walletId)
    const previous = this.connector
    // WalletConnect wallets share one provider: one still pairing shares its pairing with the next, which joins it.
    // Ending it would end that pairing and clear its stored keys (and the deep link just chosen) under the new wallet.
    const pairingShared =
      previous?.type === 'walletConnect' &&
      connector?.type === 'walletConnect' &&
      this.getSnapshot().status === 'connecting'
    const attempt = this.begin(connector)
    if (previous && previous !== connector && !pairingShared) void previous.disconnect().catch(() => undefined)
    if (!connector) {
      this.apply({ type: 'connectorNotFound' })
      return failedWith(catalogueError('connector-not-found'))
    }
    // Left for another wallet and picked again: a second request would be refused (-32002) and the open prompt's
    // answer is the one that comes. Its pairing uri (WalletConnect) shows again.
    const open = this.requests.find(walletId, connector)
    this.apply({ type: 'connectStarted', walletId, uri: open?.uri })
    const done = this.prompt(open ?? this.requests.send(walletId, connector), walletId, attempt)
    this.pendingConnect = { walletId, done }
    return done
  }

  /**
   * Auto-connects the last used wallet without a prompt; disconnected when there is none or it is not authorised.
   * Resolves when the status leaves loading: at the latest after the time limit, when the wallet's answer may still
   * restore the session (`waitingForWallet`) unless the visitor started something else meanwhile.
   */
  reconnect(): Promise<void> {
    const status = this.getSnapshot().status
    if (status === 'reconnecting' && this.pendingReconnect) return this.pendingReconnect
    if (status !== 'disconnected') return Promise.resolve()
    const walletId = readLastWalletId(this.deps.store)
    // Already disconnected: with nothing to restore the state stays as it is.
    if (walletId === undefined) return Promise.resolve()
    const attempt = this.begin(undefined)
    this.apply({ type: 'reconnectStarted' })
    this.pendingReconnect = this.restore(walletId, attempt)
    return this.pendingReconnect
  }

  /** Disconnects and forgets the wallet for auto-connect. */
  async disconnect(): Promise<void> {
    const connector = this.connector
    this.apply({ type: 'sessionEnded', forget: true })
    // The local session is over whatever the wallet answers; a wallet that already dropped us may reject.
    await connector?.disconnect().catch(() => undefined)
  }

  /**
   * Asks the wallet to switch; `switching` is set meanwhile, a rejection clears it, other failures set `switchError`.
   * A call while another switch is pending replaces it: only the newest request's answer is applied.
   */
  async switchChain(chainId: number): Promise<SwitchChainOutcome> {
    const session = this.getSnapshot()
    if (session.status !== 'connected') return notConnected()
    if (session.chain.id === chainId && !session.switching) return { status: 'switched' }
    const connector = this.connector
    if (!connector?.switchChain) {
      const switchError = catalogueError('switch-chain-unsupported')
      this.apply({ type: 'switchFoundUnsupported', error: switchError })
      return { status: 'failed', error: switchError }
    }
    const attempt = this.attempt
    const pending = { chainId, request: ++this.switchRequests }
    this.apply({ type: 'switchStarted', pending })
    let error: WalletFailure | undefined
    try {
      await connector.switchChain(chainId)
    } catch (err) {
      error = asWalletFailure(err, 'switch')
    }
    if (attempt !== this.attempt) return SUPERSEDED
    const before = this.getSnapshot()
    // Applied only when that request is still the pending one (the transition returns the same state otherwise).
    const applied = this.apply({ type: 'switchAnswered', pending, error }) !== before
    // A success may already have been applied by the wallet's chain event, which ends the pending switch.
    if (error === undefined) return this.onChain(chainId) ? { status: 'switched' } : SUPERSEDED
    return applied ? failedWith(error) : SUPERSEDED
  }

  /** See WalletSessionService.openedMobileLink: only for the wallet connecting now. */
  openedMobileLink(link: { href: string; name: string }): void {
    if (this.getSnapshot().status === 'connecting') this.connector?.rememberMobileLink?.(link)
  }

  /** Asks the connected wallet to sign `message` (personal_sign). */
  async signMessage(args: { address: Address; message: string }): Promise<SignMessageOutcome> {
    const connector = this.connectedConnector()
    if (!connector) return notConnected()
    try {
      return { status: 'signed', signature: await connector.signMessage(args) }
    } catch (err) {
      return failedWith(asWalletFailure(err, 'sign'))
    }
  }

  /** Asks the connected wallet to send a transaction (eth_sendTransaction). */
  async sendTransaction(args: SendTransactionArgs): Promise<SendTransactionOutcome> {
    const connector = this.connectedConnector()
    if (!connector) return notConnected()
    try {
      return { status: 'sent', hash: await connector.sendTransaction(args) }
    } catch (err) {
      return failedWith(asWalletFailure(err, 'send'))
    }
  }

  /** Stops listening to the connector (the wallet stays connected) and to wallets whose prompt is still open. */
  dispose(): void {
    this.disposed = true
    this.begin(undefined)
    this.requests.clear()
  }

  private onChain(chainId: number): boolean {
    const session = this.getSnapshot()
    return session.status === 'connected' && session.chain.id === chainId
  }

  /** The connector of the connected wallet; undefined unless connected. */
  private connectedConnector(): WalletConnector | undefined {
    return this.getSnapshot().status === 'connected' ? this.connector : undefined
  }

  /** Starts a new attempt: older calls' results are ignored from now on; listens to `connector` only. */
  private begin(connector: WalletConnector | undefined): number {
    this.attempt += 1
    this.pendingReconnect = undefined
    this.pendingConnect = undefined
    this.restoreLimit?.end()
    this.restoreLimit = undefined
    this.use(connector)
    return this.attempt
  }

  /** Talks to `connector` from now on; its events count for the current attempt only. */
  private use(connector: WalletConnector | undefined): void {
    this.events?.unsubscribe()
    this.events = undefined
    this.connector = connector
    const attempt = this.attempt
    if (connector) this.events = connector.events$.subscribe((event) => attempt === this.attempt && this.onEvent(event))
  }

  private onEvent(event: ConnectorEvent): void {
    this.apply({ type: 'connectorReported', event })
  }

  /**
   * Sends `event` to the session machine and answers the state it left. Every call comes from the service's own
   * methods, synchronously or after an await, never from inside the machine's effects (run to completion would queue
   * it, and the state answered would be the one before it); the two that read the answer (switchChain, settle) do so
   * after an await.
   */
  private apply(event: SessionTransitionEvent): WalletSession {
    this.machine.send(event)
    return this.getSnapshot()
  }

  /** Waits for the wallet's answer to `request` and settles the attempt with it unless superseded. */
  private async prompt(request: OpenConnectRequest, walletId: string, attempt: number): Promise<ConnectOutcome> {
    try {
      const result = await request.answer
      if (attempt === this.attempt) return this.settle(walletId, result, true)
      this.release(request)
      return SUPERSEDED
    } catch (err) {
      return attempt === this.attempt ? this.fail(asWalletFailure(err, 'connect')) : SUPERSEDED
    } finally {
      if (attempt === this.attempt) this.pendingConnect = undefined
    }
  }

  /**
   * An approval nobody waits for any more (the visitor picked another wallet, or disconnected, before it came): the
   * wallet is asked to forget the site again (EIP-2255 revoke; a WalletConnect session is ended), so it does not go on
   * trusting a site the visitor did not connect it to. Not when the visitor is on that very wallet now (a later pick
   * joined this prompt), nor on another WalletConnect wallet (WalletConnect wallets share one provider and session:
   * ending it would end the visitor's), nor after dispose.
   */
  private release(request: OpenConnectRequest): void {
    if (this.disposed || this.connector === request.connector || this.released.has(request)) return
    if (request.connector.type === 'walletConnect' && this.connector?.type === 'walletConnect') return
    this.released.add(request)
    void request.connector.disconnect().catch(() => undefined)
  }

  private async restore(walletId: string, attempt: number): Promise<void> {
    const limit = timeLimit(this.deps.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS)
    this.restoreLimit = limit
    const outcome = await reconnectWithin(this.deps.directory, walletId, limit.reached, (connector) => {
      if (attempt === this.attempt) this.use(connector)
      return attempt === this.attempt
    })
    if (attempt !== this.attempt || outcome.kind === 'ended') return
    if (outcome.kind === 'absent') return this.restored(walletId, undefined)
    if (outcome.kind === 'answered') return this.restored(walletId, outcome.answer)
    // The Connect button shows from now on; the answer still counts unless a connect or disconnect began meanwhile.
    this.apply({ type: 'reconnectTimedOut' })
    void outcome.answer.then((late) => attempt === this.attempt && this.restored(walletId, late))
  }

  /**
   * Ends an auto-connect: restored with accounts; forgotten when no longer authorised; still remembered, without error,
   * when it failed or the wallet was not there in time (undefined), as neither is the visitor's doing.
   */
  private restored(walletId: string, answer: ReconnectAnswer | undefined): void {
    this.restoreLimit?.end()
    const result = answer && 'result' in answer ? answer.result : undefined
    if (result && result.accounts.length > 0) {
      this.settle(walletId, result, false)
      return
    }
    // Forgotten only when the wallet answered that it no longer authorises the app.
    this.apply({ type: 'sessionEnded', forget: answer !== undefined && 'result' in answer })
  }

  private settle(walletId: string, result: ConnectResult, remember: boolean): ConnectOutcome {
    // Decided now: a WalletConnect wallet's ability depends on the wallet paired by this connect.
    const canSwitchChain = typeof this.connector?.switchChain === 'function'
    // Read now too: a WalletConnect session names the app of the wallet this connect paired.
    const appLink = this.connector?.appLink?.()
    const state = this.apply({ type: 'connectAnswered', walletId, result, remember, canSwitchChain, appLink })
    return state.status === 'connected' ? { status: 'connected' } : failedWith(errorOf(state))
  }

  private fail(error: WalletFailure): ConnectOutcome {
    this.apply({ type: 'connectFailed', error })
    return failedWith(error)
  }
}

function notConnected(): { status: 'failed'; error: WalletFailure } {
  return { status: 'failed', error: missingArgumentError('connector') }
}

/** The error a failed connect left in the session (the transition's own catalogue errors). */
function errorOf(session: WalletSession): WalletFailure {
  const error = session.status === 'disconnected' ? session.error : undefined
  return error && isWalletFailure(error) ? error : catalogueError('connect-failed')
}

/** What the service runs: the session machine's effects, and `announce`, the connect or disconnect a step makes. */
type ServiceEffect = SessionEffect | { type: 'announce'; event: SessionEvent }

/** The session machine with `announce` after its own effects when a step connects or disconnects (sessionEvent). */
function announcing(
  transition: Transition<WalletSession, SessionTransitionEvent, SessionEffect>,
): Transition<WalletSession, SessionTransitionEvent, ServiceEffect> {
  return (session, event) => {
    const [state, effects] = transition(session, event)
    const happened = sessionEventOf(session, state)
    return [state, happened ? [...effects, { type: 'announce', event: happened }] : effects]
  }
}
