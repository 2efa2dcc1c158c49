/**
 * One shared attempt of `load`: every call gets the same promise, except after a failure (offline, a blocked
 * script), which is forgotten so that the next call tries again.
 */
export function memoizeUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    if (!loading) {
      const attempt = load()
      loading = attempt
      attempt.catch(() => {
        if (loading === attempt) loading = undefined
      })
    }
    return loading
  }
}
