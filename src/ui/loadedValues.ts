/** What a set of loaders produced, by loader: see {@link loadedValues}. */
export type LoadedValues<T> = {
  /** Runs `load` and keeps its value once it resolves; resolves to that value. */
  load(load: () => Promise<T>): Promise<T>
  /** The value `load` has resolved to through {@link LoadedValues.load}, if it has. */
  get(load: () => Promise<T>): T | undefined
}

/**
 * The values of on-demand loaders, kept by loader once they arrive, so that a view mounted afterwards renders the
 * loaded value in its first render instead of waiting for a promise (a render later, or a suspension).
 */
export function loadedValues<T>(): LoadedValues<T> {
  const values = new WeakMap<() => Promise<T>, T>()
  return {
    load: (load) =>
      load().then((value) => {
        values.set(load, value)
        return value
      }),
    get: (load) => values.get(load),
  }
}
