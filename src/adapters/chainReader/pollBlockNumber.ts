import { catchError, defer, EMPTY, exhaustMap, filter, type Observable, timer } from 'rxjs'

/**
 * Polls `read` every `pollingInterval` ms from the moment of subscription and emits the current block number, then
 * each higher one. A failed poll is skipped (the next one retries); unsubscribing stops the polling.
 */
export function pollBlockNumber(read: () => Promise<bigint>, pollingInterval: number): Observable<bigint> {
  return defer(() => {
    let last: bigint | undefined
    return timer(0, pollingInterval).pipe(
      exhaustMap(() => defer(read).pipe(catchError(() => EMPTY))),
      filter((blockNumber) => {
        const fresh = last === undefined || blockNumber > last
        if (fresh) last = blockNumber
        return fresh
      }),
    )
  })
}
