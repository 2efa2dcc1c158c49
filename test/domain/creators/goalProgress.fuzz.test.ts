import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { goalPercent, goalPeriodStart, sumAssetAmounts } from '../../../src/domain/creators/goalProgress'

const units = fc.bigInt({ min: 0n, max: 10n ** 30n })

describe('goalProgress', () => {
  test('default: the figures of a goal of 100 USDC', () => {
    expect(sumAssetAmounts([{ decimals: 6, amount: '5000000' }])).toBe('5')
    expect(goalPercent({ amount: '100' }, '5')).toBe(5)
    expect(goalPercent({ amount: '100' }, '99.999')).toBe(99)
    expect(goalPercent({ amount: '0.5' }, '1')).toBe(200)
    expect(sumAssetAmounts([])).toBe('0')
    expect(goalPeriodStart('month', Date.UTC(2026, 11, 31, 23, 59, 59, 999))).toBe(Date.UTC(2026, 11, 1))
    expect(goalPeriodStart('month', Date.UTC(2027, 0, 1))).toBe(Date.UTC(2027, 0, 1))
    expect(goalPeriodStart('total', Date.UTC(2027, 0, 1))).toBe(0)
  })

  test('behavior: sums of several decimals are exact: scaled back to base units, they are the sum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ decimals: fc.integer({ min: 0, max: 36 }), amount: units }), { maxLength: 6 }),
        (sums) => {
          const text = sumAssetAmounts(sums.map((s) => ({ decimals: s.decimals, amount: s.amount.toString() })))
          const [whole = '0', fraction = ''] = text.split('.')
          const scale = 36
          const total = sums.reduce((acc, s) => acc + s.amount * 10n ** BigInt(scale - s.decimals), 0n)
          expect(BigInt(whole + fraction.padEnd(scale, '0'))).toBe(total)
          expect(text).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/)
        },
      ),
    )
  })

  test('behavior: the percent is the whole percent rounded down, 100 exactly at the goal', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        units,
        fc.integer({ min: 0, max: 18 }),
        (goal, reached, decimals) => {
          const write = (value: bigint) => sumAssetAmounts([{ decimals, amount: value.toString() }])
          const percent = goalPercent({ amount: write(goal) }, write(reached))
          expect(percent).toBe(Number((reached * 100n) / goal))
          expect(goalPercent({ amount: write(goal) }, write(goal))).toBe(100)
        },
      ),
    )
  })

  test('behavior: a month starts on its first day at midnight UTC, at or before now, within 31 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const start = goalPeriodStart('month', now)
        expect(start).toBeLessThanOrEqual(now)
        expect(now - start).toBeLessThan(31 * 86_400_000)
        expect(new Date(start).getUTCDate()).toBe(1)
        expect(start % 86_400_000).toBe(0)
      }),
    )
  })
})
