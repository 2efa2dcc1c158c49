/** The `getProvider` / `loadProvider` pair of Eip1193ConnectorOptions for a provider that an SDK creates on demand. */
export type LazyProvider<P> = { getProvider: () => P | undefined; loadProvider: () => Promise<void> }

/**
 * A provider created by `load` on first use, so its SDK stays out of the first page load: none until loaded, then
 * whatever the last load gave (`load` decides whether loads are shared; see memoizeUntilFailure).
 */
export function lazyProvider<P>(load: () => Promise<P>): LazyProvider<P> {
  let provider: P | undefined
  return {
    getProvider: () => provider,
    loadProvider: async () => {
      provider = await load()
    },
  }
}
