import { BaseError } from '../../domain/errors/baseError'
import { withDeadline } from '../../domain/shared/deadline'

/** How long one store call may take before the API answers 503 rather than keep a visitor waiting. */
export const STORE_DEADLINE_MS = 3_000

/** A store call failed or outlived its deadline: the API answers 503 `store-unavailable`. */
export class StoreUnavailableError extends BaseError {
  constructor(details: string, cause?: unknown) {
    super('The store is unavailable, please retry', { code: 'store-unavailable', details, cause })
  }
}

/**
 * The same store, each of whose calls settles within `deadlineMs`: a rejection or a call still running at the
 * deadline becomes a StoreUnavailableError naming the store and method. A database that is down or hung thus never
 * hangs a request; the call left running is not awaited.
 * @example const sessions = guardStore('sessions', new SqlSessionStore(db), 3_000)
 */
export function guardStore<T extends object>(name: string, store: T, deadlineMs = STORE_DEADLINE_MS): T {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => guarded(`${name}.${String(property)}`, () => value.apply(target, args), deadlineMs)
    },
  })
}

async function guarded<R>(what: string, call: () => Promise<R>, deadlineMs: number): Promise<R> {
  try {
    return await withDeadline(call, deadlineMs, () => new StoreUnavailableError(`${what} took over ${deadlineMs} ms`))
  } catch (err) {
    if (err instanceof StoreUnavailableError) throw err
    throw new StoreUnavailableError(`${what} failed: ${(err as Error)?.message ?? String(err)}`, err)
  }
}
