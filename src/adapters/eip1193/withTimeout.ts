/**
 * `work`, or a rejection with `onTimeout()` after `ms`. For steps that are not a user decision (loading an SDK,
 * reaching a relay) and so must not wait forever.
 */
export function withTimeout<T>(work: () => Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms)
    Promise.resolve()
      .then(work)
      .then(
        (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        (err: unknown) => {
          clearTimeout(timer)
          reject(err)
        },
      )
  })
}
