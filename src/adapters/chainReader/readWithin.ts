import { defer, firstValueFrom, throwError, timeout } from 'rxjs'
import type { BaseError } from '../../domain/errors/baseError'
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
    return await firstValueFrom(
      defer(run).pipe(
        timeout({
          first: deadlineMs,
          with: () => throwError(() => rpcTimeoutError(`no answer within ${deadlineMs} ms`)),
        }),
      ),
    )
  } catch (err) {
    throw toError(err)
  }
}
