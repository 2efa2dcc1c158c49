import type { Observable } from 'rxjs'
import type { AuthApi } from '../../ports/authApi'
import type { Clock } from '../../ports/clock'
import { hasCode } from '../errors/baseError'
import { catalogueError } from '../errors/errorCatalogue'
import type { Address, Hex } from '../shared/hex'
import { StateStore, type Readable } from '../shared/store'
import type { AuthState } from './authStatus'
import { sameSession, type AuthSession } from './session'
import { SIGN_IN_DIALOG_IDLE, signInDialog, type SignInDialogEvent, type SignInDialogState } from './signInDialog'
import type { ChecksumAddress } from './siweFields'

type SiweMessageModule = typeof import('./siweMessage')

export type AuthServiceDeps = {
  /** The sign-in API; absent when sign-in is off (VITE_AUTH=off): the state is then `off`. */
  api?: AuthApi | undefined
  checksumAddress: ChecksumAddress
  clock?: Clock | undefined
  /** The human sentence of the message. */
  statement?: string | undefined
}

/** What signing in needs from the page and the wallet. */
export type SignInRequest = {
  address: Address
  chainId: number
  /**
   * personal_sign through the wallet; rejects with the wallet failure the session hands out, a user rejection with
   * code `user-rejected` (product rules: "Wallet errors").
   */
  sign: (message: string) => Promise<Hex>
  /** The page's `host[:port]`, e.g. `localhost:8080` (must equal APP_ORIGIN's). */
  domain: string
  /** The page's origin, e.g. `http://localhost:8080`. */
  uri: string
  /** The page's scheme when it is not https, e.g. `http` (EIP-4361: a message without a scheme is for https). */
  scheme?: string | undefined
}

/** The wallet as auth cares about it; null once it is disconnected. */
export type WalletIdentity = AuthSession

/** The message's statement unless the app gives one. */
export const DEFAULT_STATEMENT = 'Sign in with Ethereum to the app.'

/**
 * How long a prefetched nonce is used: half the server's 10-minute nonce lifetime (product rules: "Sign-in API"), so at
 * least 5 minutes remain for the wallet prompt (reading the message, a hardware wallet) and the verify call. Measured
 * from the request, which is earlier than the server's issue time, and as a duration, so clock skew does not matter.
 */
export const PREFETCHED_NONCE_MAX_AGE_MS = 5 * 60_000

type Signed = { signature: Hex } | { outcome: 'signRejected' | 'signFailed' }

/**
 * Client side of Sign-In with Ethereum: the sign-in state (off, loading, unauthenticated, authenticated) and the
 * sign-in step (idle, signing, verifying). The nonce is fetched when the step opens, so the wallet prompt follows the
 * click at once; a nonce is kept until a verification used it or it is too old to outlive the wallet prompt.
 */
export class AuthService implements Readable<AuthState> {
  private readonly store: StateStore<AuthState>
  private readonly dialogStore = new StateStore<SignInDialogState>(SIGN_IN_DIALOG_IDLE)
  private nonce: { value: Promise<string>; fetchedAt: number } | null = null
  private siwe: Promise<SiweMessageModule> | null = null
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
    void this.loadSiwe().catch(() => undefined)
    const now = this.now()
    if (this.nonce && now - this.nonce.fetchedAt < PREFETCHED_NONCE_MAX_AGE_MS) return
    const nonce = { value: api.getNonce(), fetchedAt: now }
    this.nonce = nonce
    nonce.value.catch(() => {
      if (this.nonce !== nonce) return // replaced: its failure is no longer this step's
      this.nonce = null
      this.dispatch({ type: 'prepareFailed' })
    })
  }

  /**
   * Builds the message with the prepared nonce, asks the wallet to sign it and has the server verify it. The answer
   * counts only for the wallet that signed: if the wallet changed or disconnected meanwhile, a signature is not sent and
   * a session the server made is revoked (the sign-out of that wallet change ran before it existed).
   */
  async signIn(request: SignInRequest): Promise<void> {
    const api = this.requireApi()
    if (this.dialogStore.getSnapshot().status !== 'idle') return
    this.dispatch({ type: 'signStarted' })
    try {
      this.prepare()
      const nonce = await (this.nonce?.value ?? Promise.reject(new Error('no nonce'))).catch(() => null)
      if (nonce === null) return this.dispatch({ type: 'prepareFailed' })
      const message = await this.buildMessage(request, nonce)
      // A wallet no longer here is not asked; a signature that comes back after it left is not sent (the nonce stays).
      if (this.walletLeft(request)) return this.dispatch({ type: 'walletChanged' })
      const signed = await this.sign(request, message)
      if (this.walletLeft(request)) return this.dispatch({ type: 'walletChanged' })
      if ('outcome' in signed) return this.dispatch({ type: signed.outcome })
      this.dispatch({ type: 'signed' })
      this.nonce = null // the server consumes it whatever the answer
      await this.verify(api, request, message, signed.signature)
    } catch {
      this.dispatch({ type: 'failed' })
    }
  }

  /** Ends the session here at once and on the server (a failed logout call still leaves this side signed out). */
  async signOut(): Promise<void> {
    const api = this.deps.api
    if (!api) return
    this.store.update((state) => (state.status === 'unauthenticated' ? state : { status: 'unauthenticated' }))
    this.dispatch({ type: 'reset' })
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

  private async verify(api: AuthApi, request: SignInRequest, message: string, signature: Hex): Promise<void> {
    const session = await api.verify({ message, signature }).catch(() => null)
    if (this.walletLeft(request)) {
      // Revoked before the step is idle again, so this logout cannot clear the cookie of a next attempt.
      if (session) await this.revoke(api)
      this.dispatch({ type: 'walletChanged' })
      return this.prepare()
    }
    if (!session) {
      this.dispatch({ type: 'verifyFailed' })
      return this.prepare()
    }
    this.store.set({ status: 'authenticated', session })
    this.dispatch({ type: 'verified' })
  }

  // The EIP-4361 builder is needed only once the sign-in step opens (prepare), so it stays out of the first page load.
  private loadSiwe(): Promise<SiweMessageModule> {
    this.siwe ??= import('./siweMessage').catch((err: unknown) => {
      this.siwe = null
      throw err
    })
    return this.siwe
  }

  private async buildMessage(request: SignInRequest, nonce: string): Promise<string> {
    const { buildSiweMessage } = await this.loadSiwe()
    const { checksumAddress, statement } = this.deps
    const issuedAt = new Date(this.now()).toISOString()
    const address = checksumAddress(request.address) as Address
    const { scheme, domain, uri, chainId } = request
    const fields = {
      ...(scheme ? { scheme } : {}),
      domain,
      address,
      uri,
      version: '1' as const,
      chainId,
      nonce,
      issuedAt,
    }
    return buildSiweMessage({ ...fields, statement: statement ?? DEFAULT_STATEMENT }, { checksumAddress })
  }

  private async sign(request: SignInRequest, message: string): Promise<Signed> {
    try {
      return { signature: await request.sign(message) }
    } catch (err) {
      return { outcome: hasCode(err, 'user-rejected') ? 'signRejected' : 'signFailed' }
    }
  }

  private now(): number {
    return this.deps.clock ? this.deps.clock.now() : Date.now()
  }

  private requireApi(): AuthApi {
    if (!this.deps.api) throw catalogueError('missing-auth-adapter')
    return this.deps.api
  }

  private dispatch(event: SignInDialogEvent): void {
    this.dialogStore.update((state) => signInDialog(state, event))
  }
}
