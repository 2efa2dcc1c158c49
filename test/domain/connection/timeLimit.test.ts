import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { timeLimit } from '../../../src/domain/connection/timeLimit'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('timeLimit', () => {
  test('default: reached is "late" once the time has passed, not before', async () => {
    const limit = timeLimit(100)
    let outcome: string | undefined
    void limit.reached.then((o) => (outcome = o))
    await vi.advanceTimersByTimeAsync(99)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBe('late')
  })

  test('behavior: end() first settles it as "ended" at once and leaves no timer behind', async () => {
    const limit = timeLimit(100)
    limit.end()
    await expect(limit.reached).resolves.toBe('ended')
    expect(vi.getTimerCount()).toBe(0)
    limit.end()
    await vi.advanceTimersByTimeAsync(100)
    await expect(limit.reached).resolves.toBe('ended')
  })
})
