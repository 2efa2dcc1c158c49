/** Parameters of {@link BaseError}. */
export type BaseErrorParameters = {
  /** Stable, machine-readable code, e.g. `user-rejected`. */
  code: string
  /** What the code's words need (src/domain/errors/codes.ts: ParamsOf), e.g. a chain id. */
  params?: Readonly<Record<string, unknown>> | undefined
  details?: string | undefined
  cause?: unknown
}

/**
 * The one error type of the product: a stable code with its params, a short message for developers (logs, the
 * console), optional details and cause. What a visitor reads comes from the code, never from the message.
 * @example new BaseError('Invalid transaction hash', { code: 'invalid-transaction' })
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly code: string
  readonly params: Readonly<Record<string, unknown>> | undefined
  readonly details: string | undefined

  constructor(shortMessage: string, { code, params, details, cause }: BaseErrorParameters) {
    super(
      details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      cause === undefined ? undefined : { cause },
    )
    this.shortMessage = shortMessage
    this.code = code
    this.params = params
    this.details = details
  }

  /** Walks the cause chain; returns the first error matching `fn`, or the deepest cause without `fn`. */
  walk(fn?: (err: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current && !seen.has(current)) {
      seen.add(current)
      if (fn?.(current)) return current
      const next = (current as { cause?: unknown }).cause
      if (next === undefined || next === null) return fn ? null : current
      current = next
    }
    return fn ? null : current
  }
}

/** True for a BaseError with the given code (works across bundles: compares the shape, not the prototype). */
export function hasCode(err: unknown, code: string): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { code?: unknown }).code === code &&
    typeof (err as { shortMessage?: unknown }).shortMessage === 'string'
  )
}
