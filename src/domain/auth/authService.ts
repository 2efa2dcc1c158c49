import type { Observable } from 'rxjs'
import type { AuthApi } from '../../ports/authApi'
import type { Clock } from '../../ports/clock'
import { catalogueError, ERROR_MESSAGES } from '../errors/errorCatalogue'
import { StateStore, type Readable } from '../shared/store'
import type { AuthState } from './authStatus'
import { sameSession, type AuthSession } from './session'
import type { SignInDialogState } from './signInDialog'
import type { SignInRequest, SignInStep } from './signInStep'
import type { ChecksumAddress } from './siweFields'

export { PREFETCHED_NONCE_MAX_AGE_MS } from './prefetchedNonce'
export type { SignInRequest } from './signInStep'

export type AuthServiceDeps = {
  /** The sign-in API; absent when sign-in is off (VITE_AUTH=off): the state is then `off`. */
  api?: AuthApi | undefined
  checksumAddress: ChecksumAddress
  clock?: Clock | undefined
  /** The human sentence of the message. */
  statement?: string | undefined
}

/** The wallet as auth cares about it; null once it is disconnected. */
export type WalletIdentity = AuthSession

const DIALOG_IDLE: SignInDialogState = { status: 'idle' }

/**
 * Client side of Sign-In with Ethereum: the sign-in state (off, loading, unauthenticated, authenticated) and the
 * sign-in step (idle, signing, verifying). The step's machine and the message builder (signInStep) load when the step
 * opens (prepare) or a sign-in starts, so they stay out of the first page load.
 */
export class AuthService implements Readable<AuthState> {
  private readonly store: StateStore<AuthState>
  private readonly dialogStore = new StateStore<SignInDialogState>(DIALOG_IDLE)
  private step: Promise<SignInStep> | null = null
  private loadedStep: SignInStep | null = null
  private wallet: WalletIdentity | null | undefined = undefined
  readonly state$: Observable<AuthState>
  /** The sign-in step's state, for the "Verify your account" view. */
  readonly dialog: Readable<SignInDialogState>

  constructor(private readonly deps: AuthServiceDeps) {
    this.store = new StateStore<AuthState>(deps.api ? { status: 'loading' } : { status: 'off' })
    this.state$ = this.store.state$
    this.dialog = { getSnapshot: this.dialogStore.getSnapshot, subscribe: this.dialogStore.subscribe }
  }

  getSnapshot = (): AuthState => this.store.getSnapshot()
  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener)

  /** Loads the server session (loading -> authenticated | unauthenticated); a failing API counts as signed out. */
  async start(): Promise<void> {
    const api = this.deps.api
    if (!api) return
    const session = await api.getSession().catch(() => null)
    this.store.set(session ? { status: 'authenticated', session } : { status: 'unauthenticated' })
    await this.reconcile()
  }

  /** Fetches a nonce ahead of the click (call when the sign-in step opens); one older than 5 minutes is replaced. */
  prepare(): void {
    const api = this.requireApi()
    // A step that cannot load is tried again by signIn, which reports it.
    void this.loadStep(api).then(
      (step) => step.prepare(),
      () => undefined,
    )
  }

  /**
   * Builds the message with the prepared nonce, asks the wallet to sign it and has the server verify it. The answer
   * counts only for the wallet that signed: if the wallet changed or disconnected meanwhile, a signature is not sent and
   * a session the server made is revoked (the sign-out of that wallet change ran before it existed).
   */
  async signIn(request: SignInRequest): Promise<void> {
    const api = this.requireApi()
    const step = await this.loadStep(api).catch(() => null)
    if (step) return step.signIn(request)
    if (this.dialogStore.getSnapshot().status === 'idle')
      this.dialogStore.set({ status: 'idle', errorMessage: ERROR_MESSAGES.unknown })
  }

  /** Ends the session here at once and on the server (a failed logout call still leaves this side signed out). */
  async signOut(): Promise<void> {
    const api = this.deps.api
    if (!api) return
    this.store.update((state) => (state.status === 'unauthenticated' ? state : { status: 'unauthenticated' }))
    // Before the step loaded, the dialog can only show that it did not load.
    if (this.loadedStep) this.loadedStep.reset()
    else this.dialogStore.set(DIALOG_IDLE)
    await api.logout().catch(() => undefined)
  }

  /**
   * Tell the service about the wallet: the address and chain when connected, null on a real disconnect (not while
   * the wallet is still reconnecting). A session for another account or chain, or no wallet, signs out.
   */
  async onWalletChanged(wallet: WalletIdentity | null): Promise<void> {
    this.wallet = wallet
    await this.reconcile()
  }

  private async reconcile(): Promise<void> {
    const state = this.store.getSnapshot()
    if (state.status !== 'authenticated' || this.wallet === undefined) return
    if (!sameSession(state.session, this.wallet)) await this.signOut()
  }

  /** The wallet reported since is not the one signing in (unknown until the first report, as in reconcile). */
  private walletLeft(request: SignInRequest): boolean {
    return (
      this.wallet !== undefined && !sameSession({ address: request.address, chainId: request.chainId }, this.wallet)
    )
  }

  /** The session just made replaced this browser's cookie, so whatever this side showed, it is signed out now. */
  private async revoke(api: AuthApi): Promise<void> {
    this.store.update((state) => (state.status === 'authenticated' ? { status: 'unauthenticated' } : state))
    await api.logout().catch(() => undefined)
  }

  private loadStep(api: AuthApi): Promise<SignInStep> {
    this.step ??= import('./signInStep').then(
      ({ SignInStep }) => {
        this.loadedStep = new SignInStep({
          api,
          checksumAddress: this.deps.checksumAddress,
          now: () => (this.deps.clock ? this.deps.clock.now() : Date.now()),
          statement: this.deps.statement,
          dialog: this.dialogStore,
          walletLeft: (request) => this.walletLeft(request),
          signedIn: (session) => this.store.set({ status: 'authenticated', session }),
          revoke: () => this.revoke(api),
        })
        return this.loadedStep
      },
      (err: unknown) => {
        this.step = null
        throw err
      },
    )
    return this.step
  }

  private requireApi(): AuthApi {
    if (!this.deps.api) throw catalogueError('missing-auth-adapter')
    return this.deps.api
  }
}
