import { catalogueError } from '../../domain/errors/errorCatalogue'
import type { Eip1193Provider, RequestArguments } from './eip1193Provider'

/** How often a pending request checks that its wallet is still there. */
const DEFAULT_PRESENCE_CHECK_MS = 1000

export type RequestWhilePresentOptions = {
  provider: Eip1193Provider
  /** False once the wallet that got the request is gone (extension removed, provider replaced). */
  isPresent: () => boolean
  checkIntervalMs?: number | undefined
}

function safely(isPresent: () => boolean): boolean {
  try {
    return isPresent()
  } catch {
    return false
  }
}

/**
 * Sends one request with no time limit (a wallet prompt may stay open for minutes) but never hangs forever:
 * rejects with `connector-not-found` as soon as the provider disappears. A provider whose `request` throws
 * synchronously rejects like one whose promise rejects.
 */
export function requestWhilePresent(options: RequestWhilePresentOptions, args: RequestArguments): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let done = false
    const finish = (settle: () => void): void => {
      if (done) return
      done = true
      clearInterval(timer)
      settle()
    }
    const timer = setInterval(() => {
      if (!safely(options.isPresent)) finish(() => reject(catalogueError('connector-not-found')))
    }, options.checkIntervalMs ?? DEFAULT_PRESENCE_CHECK_MS)
    let pending: Promise<unknown>
    try {
      pending = Promise.resolve(options.provider.request(args))
    } catch (err) {
      pending = Promise.reject(err)
    }
    pending.then(
      (value) => finish(() => resolve(value)),
      (err: unknown) => finish(() => reject(err)),
    )
  })
}
