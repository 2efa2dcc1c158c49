/**
 * Waits for `work` at most `ms`, then goes on; never rejects. For clean-up calls (ending an SDK session) that must
 * not keep a disconnect waiting on an unreachable relay or a wallet that never answers.
 */
export function settleWithin(work: () => Promise<unknown> | unknown, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    const done = (): void => {
      clearTimeout(timer)
      resolve()
    }
    try {
      Promise.resolve(work()).then(done, done)
    } catch {
      done()
    }
  })
}
