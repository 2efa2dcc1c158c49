/**
 * The one deadline: `work`'s answer, or a rejection with `late()` once `ms` have passed, whichever comes first. The
 * timer never outlives the work, and work that throws at once rejects like work that fails later. For every call that
 * must not wait forever: loading an SDK, a store or an RPC under load, a relay that stopped answering.
 * @example await withDeadline(() => store.consume(nonce), 2_000, () => new StoreUnavailableError('consume: late'))
 */
export function withDeadline<T>(work: () => Promise<T> | T, ms: number, late: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(late()), ms)
    Promise.resolve()
      .then(work)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

/**
 * Waits for `work` at most `ms`, then goes on; never rejects. For clean-up calls (ending an SDK session) that must not
 * keep a disconnect waiting on an unreachable relay or a wallet that never answers.
 */
export function settleWithin(work: () => Promise<unknown> | unknown, ms: number): Promise<void> {
  const done = (): void => undefined
  return withDeadline(work, ms, () => new Error('late')).then(done, done)
}
