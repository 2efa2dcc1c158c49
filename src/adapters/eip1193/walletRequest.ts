import { catalogueError } from '../../domain/errors/errorCatalogue'
import { mapWalletError, type WalletRequestContext } from './mapWalletError'
import type { Eip1193Provider, RequestArguments } from './eip1193Provider'
import { requestWhilePresent } from './requestWhilePresent'

/** One wallet request bound to a provider: mapped errors, no time limit while the provider stays. */
export type WalletRequest = (args: RequestArguments, context: WalletRequestContext) => Promise<unknown>

/** A {@link WalletRequest} on `provider` that rejects with `connector-not-found` once `getProvider` stops returning it. */
export function walletRequest(
  provider: Eip1193Provider,
  getProvider: () => unknown,
  checkIntervalMs?: number,
): WalletRequest {
  const isPresent = (): boolean => getProvider() === provider
  return (args, context) => mapFailure(requestWhilePresent({ provider, isPresent, checkIntervalMs }, args), context)
}

/**
 * Maps any rejection of `pending` (and a synchronous throw of its producer) to a catalogue error. A producer is called
 * at once, not on a later tick: a wallet prompt goes out before the page re-renders for "connecting".
 */
export function mapFailure<T>(pending: Promise<T> | (() => Promise<T>), context: WalletRequestContext): Promise<T> {
  const promise = typeof pending === 'function' ? callNow(pending) : pending
  return promise.catch((err: unknown) => {
    throw mapWalletError(err, context)
  })
}

function callNow<T>(produce: () => Promise<T>): Promise<T> {
  try {
    return Promise.resolve(produce())
  } catch (err) {
    return Promise.reject(err)
  }
}

/** A `code` error for a wallet answer of the wrong shape (a broken wallet, not a user decision). */
export function unexpectedAnswer(code: 'sign-failed' | 'send-failed' | 'connect-failed', value: unknown): Error {
  const shown = typeof value === 'string' ? value.slice(0, 80) : value === null ? 'null' : typeof value
  return catalogueError(code, { details: `The wallet returned an unexpected value: ${shown}` })
}
