import type { AuthSession } from '../../domain/auth/session'
import { BaseError } from '../../domain/errors/baseError'
import { isAddress, type Hex } from '../../domain/shared/hex'
import type { AuthApi } from '../../ports/authApi'

export type HttpAuthApiOptions = {
  /** Prefix of /api/auth; '' (same origin) in the browser. */
  baseUrl?: string | undefined
  /** Per request, in ms. */
  timeoutMs?: number | undefined
  fetch?: typeof fetch | undefined
}

export const DEFAULT_AUTH_TIMEOUT_MS = 10_000

function toSession(body: unknown): AuthSession {
  const { address, chainId } = (body ?? {}) as Record<string, unknown>
  if (!isAddress(address) || !Number.isSafeInteger(chainId)) {
    throw new BaseError('The sign-in API answered with an unexpected body', { code: 'bad-response' })
  }
  return { address, chainId: chainId as number }
}

async function errorFrom(res: Response): Promise<BaseError> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null
  const code = typeof body?.error?.code === 'string' ? body.error.code : `http-${res.status}`
  const message =
    typeof body?.error?.message === 'string' ? body.error.message : `The sign-in API answered ${res.status}`
  return new BaseError(message, { code, details: `HTTP ${res.status}` })
}

/**
 * AuthApi over the same-origin sign-in API (product rules: "Sign-in API"): JSON, cookies included, a timeout on
 * every call. Failures reject with a BaseError carrying the server's error code (or `timeout`, `network-error`,
 * `bad-response`).
 */
export class HttpAuthApi implements AuthApi {
  private readonly baseUrl: string
  private readonly timeoutMs: number
  private readonly fetch: typeof fetch

  constructor({ baseUrl = '', timeoutMs = DEFAULT_AUTH_TIMEOUT_MS, fetch: fetchFn }: HttpAuthApiOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, '')
    this.timeoutMs = timeoutMs
    this.fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init))
  }

  /** GET /api/auth/nonce: a fresh single-use nonce. */
  async getNonce(): Promise<string> {
    const body = (await this.json(await this.request('GET', '/nonce'))) as { nonce?: unknown }
    if (typeof body?.nonce !== 'string')
      throw new BaseError('The sign-in API answered with an unexpected body', { code: 'bad-response' })
    return body.nonce
  }

  /** POST /api/auth/verify: the new session; rejects with the server's code (e.g. `bad-signature`). */
  async verify(args: { message: string; signature: Hex }): Promise<AuthSession> {
    const res = await this.request('POST', '/verify', { message: args.message, signature: args.signature })
    return toSession(await this.json(res))
  }

  /** GET /api/auth/session: the live session, or null on 401. */
  async getSession(): Promise<AuthSession | null> {
    const res = await this.request('GET', '/session', undefined, [401])
    if (res.status !== 401) return toSession(await this.json(res))
    await discard(res)
    return null
  }

  /** POST /api/auth/logout. */
  async logout(): Promise<void> {
    await discard(await this.request('POST', '/logout'))
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    accepted: number[] = [],
  ): Promise<Response> {
    let res: Response
    try {
      res = await this.fetch(`${this.baseUrl}/api/auth${path}`, {
        method,
        credentials: 'include',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (err) {
      const timedOut = (err as { name?: unknown })?.name === 'TimeoutError'
      throw timedOut
        ? new BaseError('The sign-in API did not answer in time', { code: 'timeout', cause: err })
        : new BaseError('The sign-in API could not be reached', { code: 'network-error', cause: err })
    }
    if (!res.ok && !accepted.includes(res.status)) throw await errorFrom(res)
    return res
  }

  private async json(res: Response): Promise<unknown> {
    try {
      return await res.json()
    } catch (err) {
      throw new BaseError('The sign-in API answered with an unexpected body', { code: 'bad-response', cause: err })
    }
  }
}

/**
 * Ends a response whose body is not needed. Left unread, the browser keeps the request open until the timeout
 * aborts it (10 s holding a connection, the boot-time session check among them).
 */
async function discard(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => undefined)
}
