import type { BaseError } from '../../domain/errors/baseError'
import { withDeadline } from '../../domain/shared/deadline'
import { rpcTimeoutError } from './chainReaderErrors'

/**
 * Runs one port call under a deadline and maps any failure with `toError`: the call never hangs (even when a library
 * swallows a request timeout or waits on a non-RPC fetch) and always rejects with a BaseError.
 */
export async function readWithin<T>(
  run: () => Promise<T>,
  deadlineMs: number,
  toError: (err: unknown) => BaseError,
): Promise<T> {
  try {
    return await withDeadline(run, deadlineMs, () => rpcTimeoutError(`no answer within ${deadlineMs} ms`))
  } catch (err) {
    throw toError(err)
  }
}
