/** A loader that runs once; a failed load is forgotten so the next call tries again. */
export function memoize<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = undefined
      throw err
    })
    return pending
  }
}
