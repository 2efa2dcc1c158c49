/** How a {@link timeLimit} ended: its time passed, or it was ended first. */
export type TimeLimitOutcome = 'late' | 'ended'

export type TimeLimit = { reached: Promise<TimeLimitOutcome>; end(): void }

/**
 * A time limit to race work against: `reached` resolves 'late' after `ms`, or 'ended' once `end()` is called first
 * (the work was superseded), so nothing waiting on it hangs and no timer outlives it.
 * @example await Promise.race([answer, timeLimit(5000).reached])
 */
export function timeLimit(ms: number): TimeLimit {
  let end = (): void => undefined
  const reached = new Promise<TimeLimitOutcome>((resolve) => {
    const timer = setTimeout(() => resolve('late'), ms)
    end = () => {
      clearTimeout(timer)
      resolve('ended')
    }
  })
  return { reached, end }
}
