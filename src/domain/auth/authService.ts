import { Subject, type Observable } from 'rxjs'
import type { AuthApi } from '../../ports/authApi'
import { StateStore, type Readable } from '../shared/store'
import type { AuthState } from './authStatus'
import { sameSession, type AuthSession } from './session'

export type AuthServiceDeps = {
  /** The sign-in API; absent when sign-in is off (VITE_AUTH=off): the state is then `off`. */
  api?: AuthApi | undefined
}

/** The wallet as auth cares about it; null once it is disconnected. */
export type WalletIdentity = AuthSession

/** What the sign-in step follows: the wallet reported, and sign-outs. */
export type AuthEvent = { type: 'walletReported'; wallet: WalletIdentity | null } | { type: 'signedOut' }

/**
 * Client side of Sign-In with Ethereum: the sign-in state (off, loading, unauthenticated, authenticated), kept in line
 * with the wallet. The sign-in step (src/domain/auth/signInDialog.ts, run by the app) hands it the sessions it makes.
 */
export class AuthService implements Readable<AuthState> {
  private readonly store: StateStore<AuthState>
  private readonly events = new Subject<AuthEvent>()
  private reported: WalletIdentity | null | undefined = undefined
  readonly state$: Observable<AuthState>
  /** Wallet reports and sign-outs, as they happen (the sign-in step follows them). */
  readonly events$: Observable<AuthEvent> = this.events.asObservable()

  constructor(private readonly deps: AuthServiceDeps) {
    this.store = new StateStore<AuthState>(deps.api ? { status: 'loading' } : { status: 'off' })
    this.state$ = this.store.state$
  }

  getSnapshot = (): AuthState => this.store.getSnapshot()
  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener)

  /** The wallet last reported; undefined before the first report. */
  get wallet(): WalletIdentity | null | undefined {
    return this.reported
  }

  /** Loads the server session (loading -> authenticated | unauthenticated); a failing API counts as signed out. */
  async start(): Promise<void> {
    const api = this.deps.api
    if (!api) return
    const session = await api.getSession().catch(() => null)
    this.store.set(session ? { status: 'authenticated', session } : { status: 'unauthenticated' })
    await this.reconcile()
  }

  /** A session the sign-in step made with the server for the wallet now there: signed in. */
  accept(session: AuthSession): void {
    if (this.deps.api) this.store.set({ status: 'authenticated', session })
  }

  /** Ends the session here at once and on the server (a failed logout call still leaves this side signed out). */
  async signOut(): Promise<void> {
    const api = this.deps.api
    if (!api) return
    this.store.update((state) => (state.status === 'unauthenticated' ? state : { status: 'unauthenticated' }))
    this.events.next({ type: 'signedOut' })
    await api.logout().catch(() => undefined)
  }

  /**
   * The session the server just made replaced this browser's cookie, but it is not this side's (the wallet left while
   * the server verified): whatever this side showed, it is signed out now, here and on the server.
   */
  async revoke(): Promise<void> {
    const api = this.deps.api
    if (!api) return
    this.store.update((state) => (state.status === 'authenticated' ? { status: 'unauthenticated' } : state))
    await api.logout().catch(() => undefined)
  }

  /**
   * Tell the service about the wallet: the address and chain when connected, null on a real disconnect (not while
   * the wallet is still reconnecting). A session for another account or chain, or no wallet, signs out.
   */
  async onWalletChanged(wallet: WalletIdentity | null): Promise<void> {
    this.reported = wallet
    this.events.next({ type: 'walletReported', wallet })
    await this.reconcile()
  }

  private async reconcile(): Promise<void> {
    const state = this.store.getSnapshot()
    if (state.status !== 'authenticated' || this.reported === undefined) return
    if (!sameSession(state.session, this.reported)) await this.signOut()
  }
}
