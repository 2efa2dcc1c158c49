import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { GOAL_TITLE_RULE, readGoal } from '../../../src/domain/creators/creatorGoal'
import { graphemeLength } from '../../../src/domain/creators/graphemeLength'
import { readAssetAmount } from '../../../src/domain/creators/readEthAmount'
import { isProblemCode } from '../../../src/domain/errors/codes'

/** A title left out or not text is the field's (`fieldMissing`, `fieldMalformed`); every other problem is a goal's. */
const FIELD_CODES = ['fieldMissing', 'fieldMalformed']

const assets = [
  { symbol: 'ETH', decimals: 18 },
  { symbol: 'USDC', decimals: 6 },
]

const goalLike = fc.record(
  {
    asset: fc.oneof(fc.constantFrom('ETH', 'USDC', 'DAI'), fc.anything()),
    amount: fc.oneof(fc.stringMatching(/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,20})?$/), fc.string(), fc.anything()),
    period: fc.oneof(fc.constantFrom('month', 'total'), fc.anything()),
    title: fc.oneof(fc.string({ maxLength: 70, unit: 'grapheme' }), fc.anything()),
  },
  { requiredKeys: [] },
)

describe('readGoal (properties)', () => {
  test('behavior: never throws; a goal read is valid, read again as itself; every problem the form can meet has a code', () => {
    fc.assert(
      fc.property(fc.oneof(goalLike, fc.anything()), (input) => {
        const result = readGoal(input, assets)
        if (!result.ok) {
          expect(result.problems.length).toBeGreaterThan(0)
          for (const problem of result.problems) {
            expect(isProblemCode(problem.code)).toBe(true)
            expect(problem.field === 'goal' || problem.field.startsWith('goal.')).toBe(true)
            if (FIELD_CODES.includes(problem.code)) expect(problem.field).toBe('goal.title')
            else expect(problem.code.startsWith('goal')).toBe(true)
          }
          return
        }
        if (result.goal === null) return
        const { goal } = result
        const asset = assets.find((a) => a.symbol === goal.asset)
        expect(asset).toBeDefined()
        const amount = readAssetAmount(goal.amount, asset?.decimals ?? 0)
        expect(amount.ok && amount.text === goal.amount && amount.wei > 0n).toBe(true)
        expect(['month', 'total']).toContain(goal.period)
        expect(graphemeLength(goal.title)).toBeGreaterThanOrEqual(1)
        expect(graphemeLength(goal.title)).toBeLessThanOrEqual(GOAL_TITLE_RULE.max)
        expect(readGoal(goal, assets)).toEqual(result)
      }),
    )
  })
})
