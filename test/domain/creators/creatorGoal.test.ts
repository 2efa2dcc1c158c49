import { describe, expect, test } from 'vitest'
import { readGoal } from '../../../src/domain/creators/creatorGoal'
import { validateCreatorProfile } from '../../../src/domain/creators/validateCreatorProfile'

const assets = [
  { symbol: 'ETH', decimals: 18 },
  { symbol: 'USDC', decimals: 6 },
]
const goal = { asset: 'USDC', amount: '100', period: 'month', title: 'Rent' }
const profile = { displayName: 'Ada', bio: '', links: [], accentColor: '#6d28d9', suggestedAmounts: {}, thankYou: '' }

const codesOf = (input: unknown) => {
  const result = readGoal(input, assets)
  return result.ok ? [] : result.problems
}

describe('readGoal', () => {
  test('default: a goal in an accepted asset, its amount canonical, its title trimmed', () => {
    expect(readGoal({ ...goal, amount: '100.50', title: '  Rent  ' }, assets)).toEqual({
      ok: true,
      goal: { asset: 'USDC', amount: '100.5', period: 'month', title: 'Rent' },
    })
    expect(readGoal({ ...goal, period: 'total', extra: 1 }, assets)).toEqual({
      ok: true,
      goal: { ...goal, period: 'total' },
    })
  })

  test('default: absent or null is no goal', () => {
    expect(readGoal(undefined, assets)).toEqual({ ok: true, goal: null })
    expect(readGoal(null, assets)).toEqual({ ok: true, goal: null })
  })

  test('behavior: every problem at once, each naming its field, each with its code', () => {
    expect(codesOf({ asset: 'DAI', amount: '0', period: 'week', title: '' })).toEqual([
      { field: 'goal.asset', code: 'goalAssetUnknown' },
      { field: 'goal.amount', code: 'goalAmountPositive' },
      { field: 'goal.period', code: 'goalPeriod' },
      { field: 'goal.title', code: 'goalTitleLength', params: { max: 60 } },
    ])
    expect(codesOf({ ...goal, amount: '1.0000001', title: 'x'.repeat(61) })).toEqual([
      { field: 'goal.amount', code: 'goalAmountDecimals', params: { max: 6 } },
      { field: 'goal.title', code: 'goalTitleLength', params: { max: 60 } },
    ])
    expect(codesOf({ ...goal, amount: '1e3', title: 'a\u0007' })).toEqual([
      { field: 'goal.amount', code: 'goalAmountFormat' },
      { field: 'goal.title', code: 'goalTitleControl' },
    ])
    expect(codesOf({ ...goal, amount: '9'.repeat(61), title: '\u200b' })).toEqual([
      { field: 'goal.amount', code: 'goalAmountTooLarge' },
      { field: 'goal.title', code: 'goalTitleInvisible' },
    ])
    expect(codesOf('100 USDC')).toEqual([{ field: 'goal', code: 'goalInvalid' }])
    expect(codesOf([goal])).toEqual([{ field: 'goal', code: 'goalInvalid' }])
    expect(codesOf({ ...goal, title: undefined })).toEqual([{ field: 'goal.title', code: 'fieldMissing' }])
    expect(codesOf({ ...goal, title: 7 })).toEqual([{ field: 'goal.title', code: 'fieldMalformed' }])
  })

  test('parameters: title: 60 characters a reader sees, emoji and combined letters counted once', () => {
    expect(readGoal({ ...goal, title: '👨‍👩‍👧'.repeat(60) }, assets).ok).toBe(true)
    expect(readGoal({ ...goal, title: 'é'.repeat(60) }, assets).ok).toBe(true)
    expect(readGoal({ ...goal, title: 'é'.repeat(61) }, assets).ok).toBe(false)
  })

  test('parameters: assets: without them (an answer the server checked), any well-formed symbol in up to 36 decimals', () => {
    expect(readGoal({ ...goal, asset: 'DAI', amount: '0.000000000000000001' })).toMatchObject({ ok: true })
    expect(readGoal({ ...goal, asset: '$$' }).ok).toBe(false)
  })
})

describe('validateCreatorProfile with a goal', () => {
  test('default: the goal is part of the profile; null or none leaves it out', () => {
    expect(validateCreatorProfile({ ...profile, goal }, assets)).toEqual({ ok: true, profile: { ...profile, goal } })
    expect(validateCreatorProfile({ ...profile, goal: null }, assets)).toEqual({ ok: true, profile })
    expect(validateCreatorProfile(profile, assets)).toEqual({ ok: true, profile })
  })

  test('behavior: a goal’s problems come with the profile’s', () => {
    const result = validateCreatorProfile({ ...profile, displayName: '', goal: { ...goal, asset: 'DAI' } }, assets)
    expect(result.ok ? [] : result.problems.map((p) => p.field)).toEqual(['displayName', 'goal.asset'])
  })
})
