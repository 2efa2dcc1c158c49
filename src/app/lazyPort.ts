import type { Readable } from '../domain/shared/store'

/** The names of T's methods that answer with a promise (those a lazy port can forward as they are). */
type AsyncMethodName<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => Promise<unknown> ? K : never
}[keyof T]

/**
 * A port whose implementation loads on first use: the one shape of the app's lazy facades (lazyChainReader,
 * lazyTransactions, lazyAccountData, lazyWalletDirectory, deferredConnector), so that code stays out of the first
 * page load until something uses it.
 */
export type LazyPort<T> = {
  /** The implementation once a load has succeeded (the first one to), else undefined. */
  readonly current: T | undefined
  /**
   * Loads the implementation: every call calls `load` (memoise it, e.g. with memoizeUntilFailure, to share one
   * attempt and try again after a failure); a failed load rejects.
   */
  get(): Promise<T>
  /** Methods that wait for the implementation, then call it with their arguments (a failed load rejects the call). */
  calls<K extends AsyncMethodName<T>>(names: readonly K[]): Pick<T, K>
  /**
   * A Readable that is the same object before and after the load (a view keeps it): `empty` until loaded, then
   * `select(implementation)`'s. Its first subscriber starts the load and, once loaded, watches the implementation's
   * and hears of the change; a failed load goes to `loadFailed`, and the next subscriber tries again.
   */
  readable<S>(select: (implementation: T) => Readable<S>, empty: S, loadFailed: (err: unknown) => void): Readable<S>
}

/**
 * See {@link LazyPort}. `loaded` runs once, with the first implementation loaded.
 * @example const reader = lazyPort(loadReader).calls(['getBalance', 'getBlockNumber'])
 */
export function lazyPort<T>(load: () => Promise<T>, loaded?: (implementation: T) => void): LazyPort<T> {
  let current: T | undefined
  const get = (): Promise<T> =>
    load().then((implementation) => {
      if (current === undefined) {
        current = implementation
        loaded?.(implementation)
      }
      return current
    })
  return {
    get current() {
      return current
    },
    get,
    calls: (names) =>
      Object.fromEntries(
        names.map((name) => [
          name,
          async (...args: unknown[]) => {
            const implementation = await get()
            return (implementation[name] as (...args: unknown[]) => unknown).apply(implementation, args)
          },
        ]),
      ) as never,
    readable: (select, empty, loadFailed) => ({
      getSnapshot: () => (current === undefined ? empty : select(current).getSnapshot()),
      subscribe: (listener) => {
        if (current !== undefined) return select(current).subscribe(listener)
        let closed = false
        let stop: (() => void) | undefined
        get().then((implementation) => {
          if (closed) return
          stop = select(implementation).subscribe(listener)
          listener() // the implementation's state replaces the empty one
        }, loadFailed)
        return () => {
          closed = true
          stop?.()
        }
      },
    }),
  }
}
