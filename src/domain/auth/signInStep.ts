import type { AuthApi } from '../../ports/authApi'
import { hasCode } from '../errors/baseError'
import type { Address, Hex } from '../shared/hex'
import type { StateStore } from '../shared/store'
import { PREFETCHED_NONCE_MAX_AGE_MS } from './prefetchedNonce'
import type { AuthSession } from './session'
import { signInDialog, type SignInDialogEvent, type SignInDialogState } from './signInDialog'
import type { ChecksumAddress } from './siweFields'
import { buildSiweMessage } from './siweMessage'

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

/** The message's statement unless the app gives one. */
export const DEFAULT_STATEMENT = 'Sign in with Ethereum to the app.'

export type SignInStepDeps = {
  api: AuthApi
  checksumAddress: ChecksumAddress
  now: () => number
  /** The human sentence of the message. */
  statement?: string | undefined
  /** The step's state, which the auth service shows. */
  dialog: StateStore<SignInDialogState>
  /** The wallet reported since is not the one signing in. */
  walletLeft(request: SignInRequest): boolean
  signedIn(session: AuthSession): void
  /** The session just made replaced this browser's cookie: signed out here and on the server. */
  revoke(): Promise<void>
}

type Signed = { signature: Hex } | { outcome: 'signRejected' | 'signFailed' }

/**
 * The sign-in step (idle, signing, verifying) of Sign-In with Ethereum, with the EIP-4361 message builder: loaded by
 * the auth service when the step opens, so neither is on the first page load. The nonce is fetched when the step
 * opens, so the wallet prompt follows the click at once; a nonce is kept until a verification used it or it is too old
 * to outlive the wallet prompt.
 */
export class SignInStep {
  private nonce: { value: Promise<string>; fetchedAt: number } | null = null

  constructor(private readonly deps: SignInStepDeps) {}

  /** Fetches a nonce ahead of the click; one older than 5 minutes is replaced. */
  prepare(): void {
    const now = this.deps.now()
    if (this.nonce && now - this.nonce.fetchedAt < PREFETCHED_NONCE_MAX_AGE_MS) return
    const nonce = { value: this.deps.api.getNonce(), fetchedAt: now }
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
    if (this.deps.dialog.getSnapshot().status !== 'idle') return
    this.dispatch({ type: 'signStarted' })
    try {
      this.prepare()
      const nonce = await (this.nonce?.value ?? Promise.reject(new Error('no nonce'))).catch(() => null)
      if (nonce === null) return this.dispatch({ type: 'prepareFailed' })
      const message = this.buildMessage(request, nonce)
      // A wallet no longer here is not asked; a signature that comes back after it left is not sent (the nonce stays).
      if (this.deps.walletLeft(request)) return this.dispatch({ type: 'walletChanged' })
      const signed = await this.sign(request, message)
      if (this.deps.walletLeft(request)) return this.dispatch({ type: 'walletChanged' })
      if ('outcome' in signed) return this.dispatch({ type: signed.outcome })
      this.dispatch({ type: 'signed' })
      this.nonce = null // the server consumes it whatever the answer
      await this.verify(request, message, signed.signature)
    } catch {
      this.dispatch({ type: 'failed' })
    }
  }

  /** Back to idle without a message (signed out). */
  reset(): void {
    this.dispatch({ type: 'reset' })
  }

  private async verify(request: SignInRequest, message: string, signature: Hex): Promise<void> {
    const session = await this.deps.api.verify({ message, signature }).catch(() => null)
    if (this.deps.walletLeft(request)) {
      // Revoked before the step is idle again, so this logout cannot clear the cookie of a next attempt.
      if (session) await this.deps.revoke()
      this.dispatch({ type: 'walletChanged' })
      return this.prepare()
    }
    if (!session) {
      this.dispatch({ type: 'verifyFailed' })
      return this.prepare()
    }
    this.deps.signedIn(session)
    this.dispatch({ type: 'verified' })
  }

  private buildMessage(request: SignInRequest, nonce: string): string {
    const { checksumAddress, statement } = this.deps
    const issuedAt = new Date(this.deps.now()).toISOString()
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

  private dispatch(event: SignInDialogEvent): void {
    this.deps.dialog.update((state) => signInDialog(state, event))
  }
}
