import type { AuthSession } from '../../domain/auth/session'
import { isAddress, type Hex } from '../../domain/shared/hex'
import type { AuthApi } from '../../ports/authApi'
import { discard, JsonApiClient, type JsonApiClientOptions } from './jsonApiClient'

export type HttpAuthApiOptions = JsonApiClientOptions

/**
 * AuthApi over the same-origin sign-in API (product rules: "Sign-in API"): JSON, cookies included, a timeout on
 * every call. Failures reject with a BaseError carrying the server's error code (or `timeout`, `network-error`,
 * `bad-response`).
 */
export class HttpAuthApi implements AuthApi {
  private readonly api: JsonApiClient

  constructor(options: HttpAuthApiOptions = {}) {
    this.api = new JsonApiClient('The sign-in API', '/api/auth', options)
  }

  /** GET /api/auth/nonce: a fresh single-use nonce. */
  async getNonce(): Promise<string> {
    const body = (await this.api.json(await this.api.request('GET', '/nonce'))) as { nonce?: unknown }
    if (typeof body?.nonce !== 'string') throw this.api.badResponse()
    return body.nonce
  }

  /** POST /api/auth/verify: the new session; rejects with the server's code (e.g. `bad-signature`). */
  async verify(args: { message: string; signature: Hex }): Promise<AuthSession> {
    const res = await this.api.request('POST', '/verify', { message: args.message, signature: args.signature })
    return this.toSession(await this.api.json(res))
  }

  /** GET /api/auth/session: the live session, or null on 401. */
  async getSession(): Promise<AuthSession | null> {
    const res = await this.api.request('GET', '/session', undefined, [401])
    if (res.status !== 401) return this.toSession(await this.api.json(res))
    await discard(res)
    return null
  }

  /** POST /api/auth/logout. */
  async logout(): Promise<void> {
    await discard(await this.api.request('POST', '/logout'))
  }

  private toSession(body: unknown): AuthSession {
    const { address, chainId } = (body ?? {}) as Record<string, unknown>
    if (!isAddress(address) || !Number.isSafeInteger(chainId)) throw this.api.badResponse()
    return { address, chainId: chainId as number }
  }
}
