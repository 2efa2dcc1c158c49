/** What a set of loaders produced, by loader: see {@link loadedValues}. */
export type LoadedValues<T> = {
  /**
   * The one promise of `load`'s value (started on the first call; a failed one is started again on the next), marked
   * as React's `use` reads a settled promise: once it has resolved, `use` answers its value in the same render,
   * without suspending. Render code calls `use(values.load(load))` every time, loaded or not.
   */
  load(load: () => Promise<T>): Promise<T>
  /** The value `load` has resolved to through {@link LoadedValues.load}, if it has (outside React's `use`). */
  get(load: () => Promise<T>): T | undefined
}

/** A promise with the fields React's `use` reads and writes to tell a settled one without waiting. */
type UsablePromise<T> = Promise<T> & { status?: string; value?: T; reason?: unknown }

/**
 * `promise`, marked when it settles as React's `use` reads a settled promise (`status`, `value`), so that a render
 * after that reads its value at once. The same object comes back, so `use` sees one promise across renders.
 */
export function usable<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as UsablePromise<T>
  if (marked.status !== undefined) return promise
  marked.status = 'pending'
  promise.then(
    (value) => {
      marked.status = 'fulfilled'
      marked.value = value
    },
    (reason: unknown) => {
      marked.status = 'rejected'
      marked.reason = reason
    },
  )
  return promise
}

/**
 * The values of on-demand loaders, kept by loader once they arrive. A view reads one with `use(values.load(load))` on
 * every render (never `get() ?? use(...)`: a `use` that a render calls and its replay skips, because the value arrived
 * in between, makes React fail with "Update hook called on initial render"); a load started ahead of the view (a
 * prefetch) makes its first render read the value at once.
 */
export function loadedValues<T>(): LoadedValues<T> {
  const values = new WeakMap<() => Promise<T>, T>()
  const promises = new WeakMap<() => Promise<T>, Promise<T>>()
  return {
    load: (load) => {
      const known = promises.get(load)
      if (known) return known
      const started = usable(
        load().then((value) => {
          values.set(load, value)
          return value
        }),
      )
      promises.set(load, started)
      started.catch(() => promises.delete(load))
      return started
    },
    get: (load) => values.get(load),
  }
}
