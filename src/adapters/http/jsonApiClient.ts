import { BaseError } from '../../domain/errors/baseError'

export type JsonApiClientOptions = {
  /** Prefix of the API's paths; '' (same origin) in the browser. */
  baseUrl?: string | undefined
  /** Per request, in ms. */
  timeoutMs?: number | undefined
  fetch?: typeof fetch | undefined
}

const DEFAULT_API_TIMEOUT_MS = 10_000

/** An error answer's body as both same-origin APIs write it; `extra` keeps what else it says (field, problems). */
export type ApiErrorBody = { code: string; message: string; extra: Record<string, unknown> }

/**
 * One same-origin JSON API (the sign-in API, the creators API), as its browser adapters call it: cookies included, a
 * timeout on every call, and failures as BaseErrors carrying the server's error code (or `timeout`, `network-error`,
 * `bad-response`). `name` opens every message of its own ("The sign-in API").
 */
export class JsonApiClient {
  private readonly baseUrl: string
  private readonly timeoutMs: number
  private readonly fetch: typeof fetch

  constructor(
    private readonly name: string,
    private readonly prefix: string,
    { baseUrl = '', timeoutMs = DEFAULT_API_TIMEOUT_MS, fetch: fetchFn }: JsonApiClientOptions = {},
    /** Turns an error answer into the error the adapter rejects with (a plain BaseError by default). */
    private readonly toError: (body: ApiErrorBody, status: number) => BaseError = plainError,
  ) {
    this.baseUrl = baseUrl.replace(/\/$/, '')
    this.timeoutMs = timeoutMs
    this.fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init))
  }

  /** Sends the request; an answer outside 2xx (and not in `accepted`) rejects with the server's code. */
  async request(method: string, path: string, body?: unknown, accepted: readonly number[] = []): Promise<Response> {
    let res: Response
    try {
      res = await this.fetch(`${this.baseUrl}${this.prefix}${path}`, {
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
        ? new BaseError(`${this.name} did not answer in time`, { code: 'timeout', cause: err })
        : new BaseError(`${this.name} could not be reached`, { code: 'network-error', cause: err })
    }
    if (!res.ok && !accepted.includes(res.status)) throw await this.errorFrom(res)
    return res
  }

  /** The answer's JSON body; anything unreadable is `bad-response`. */
  async json(res: Response): Promise<unknown> {
    try {
      return await res.json()
    } catch (err) {
      throw this.badResponse(err)
    }
  }

  /** The error for an answer whose body is not what the API promises. */
  badResponse(cause?: unknown): BaseError {
    return new BaseError(`${this.name} answered with an unexpected body`, { code: 'bad-response', cause })
  }

  private async errorFrom(res: Response): Promise<BaseError> {
    const body = (await res.json().catch(() => null)) as { error?: Record<string, unknown> } | null
    const { code, message, ...extra } = body?.error ?? {}
    return this.toError(
      {
        code: typeof code === 'string' ? code : `http-${res.status}`,
        message: typeof message === 'string' ? message : `${this.name} answered ${res.status}`,
        extra,
      },
      res.status,
    )
  }
}

function plainError({ code, message }: ApiErrorBody, status: number): BaseError {
  return new BaseError(message, { code, details: `HTTP ${status}` })
}

/**
 * Ends a response whose body is not needed. Left unread, the browser keeps the request open until the timeout
 * aborts it (holding a connection, the boot-time session check among them).
 */
export async function discard(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => undefined)
}
