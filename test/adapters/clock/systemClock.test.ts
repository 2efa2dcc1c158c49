import { describe, expect, test } from 'vitest'
import { SystemClock } from '../../../src/adapters/clock/systemClock'

describe('SystemClock', () => {
  test('default', () => {
    const before = Date.now()
    const now = new SystemClock().now()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })
})
