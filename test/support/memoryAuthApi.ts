import { getAddress, verifyMessage } from 'viem'
import { parseSiweMessage } from '../../src/domain/auth/siweMessage'
import type { AuthSession } from '../../src/domain/auth/session'
import { BaseError } from '../../src/domain/errors/baseError'
import type { Hex } from '../../src/domain/shared/hex'
import type { AuthApi } from '../../src/ports/authApi'
import type { Clock } from '../../src/ports/clock'

type Method = 'getNonce' | 'verify' | 'getSession' | 'logout'

/** product rules: "Sign-in API": a nonce expires 10 minutes after it was issued. */
const NONCE_TTL_MS = 10 * 60_000

/**
 * An in-memory sign-in server behind the AuthApi port: issues nonces (expiring after 10 minutes on `clock`), checks the
 * message's nonce and its EIP-191 signature (viem, locally), keeps one session. `failing` makes a method reject; `hold`
 * makes it wait for release.
 */
export class MemoryAuthApi implements AuthApi {
  readonly failing = new Set<Method>()
  readonly issued = new Set<string>()
  readonly messages: string[] = []
  session: AuthSession | null = null
  private count = 0
  private readonly gates = new Map<Method, Promise<void>>()
  private readonly expiries = new Map<string, number>()

  /** How many nonces were issued. */
  get nonces(): number {
    return this.count
  }

  /** Failure switch: `getNonce` rejects (the server cannot be reached). */
  set failNonce(on: boolean) {
    this.switchFailure('getNonce', on)
  }

  /** Failure switch: `verify` rejects (the server cannot be reached). */
  set failVerify(on: boolean) {
    this.switchFailure('verify', on)
  }

  /**
   * `acceptAnySignature`: the signature is not checked (for wallets that sign with a placeholder); the message, its
   * nonce and expiry still are.
   */
  constructor(
    private readonly clock: Clock = { now: () => Date.now() },
    private readonly options: { acceptAnySignature?: boolean } = {},
  ) {}

  private switchFailure(method: Method, on: boolean): void {
    if (on) this.failing.add(method)
    else this.failing.delete(method)
  }

  /** Makes `method` wait until the returned function is called. */
  hold(method: Method): () => void {
    let release = () => {}
    this.gates.set(method, new Promise<void>((resolve) => (release = resolve)))
    return () => {
      this.gates.delete(method)
      release()
    }
  }

  getNonce = async (): Promise<string> => {
    await this.enter('getNonce')
    const nonce = `nonce${String(++this.count).padStart(12, '0')}`
    this.issued.add(nonce)
    this.expiries.set(nonce, this.clock.now() + NONCE_TTL_MS)
    return nonce
  }

  verify = async ({ message, signature }: { message: string; signature: Hex }): Promise<AuthSession> => {
    await this.enter('verify')
    this.messages.push(message)
    const fields = parseSiweMessage(message, { checksumAddress: getAddress })
    if (!this.issued.delete(fields.nonce))
      throw new BaseError('The nonce was not issued by this server', { code: 'nonce-unknown' })
    if (this.clock.now() >= (this.expiries.get(fields.nonce) ?? 0))
      throw new BaseError('The nonce has expired', { code: 'nonce-expired' })
    if (!this.options.acceptAnySignature && !(await verifyMessage({ address: fields.address, message, signature }))) {
      throw new BaseError('The signature does not match the address', { code: 'bad-signature' })
    }
    this.session = { address: fields.address, chainId: fields.chainId }
    return this.session
  }

  getSession = async (): Promise<AuthSession | null> => {
    await this.enter('getSession')
    return this.session
  }

  logout = async (): Promise<void> => {
    await this.enter('logout')
    this.session = null
  }

  private async enter(method: Method): Promise<void> {
    await this.gates.get(method)
    if (this.failing.has(method)) throw new BaseError('The sign-in API could not be reached', { code: 'network-error' })
  }
}
