import { describe, expect, test } from 'vitest'
import { openProfileEditor, profileEditor, shownProblems } from '../../../src/domain/creators/profileEditor'
import { editFields, emptyProfileFields, fieldsFromProfile } from '../../../src/domain/creators/profileFields'

const assets = [
  { symbol: 'ETH', decimals: 18 },
  { symbol: 'USDC', decimals: 6 },
]
const goal = { asset: 'USDC', amount: '100', period: 'month', title: 'Rent' } as const
const stored = {
  displayName: 'Ada',
  bio: '',
  links: [],
  accentColor: '#6d28d9',
  suggestedAmounts: {},
  thankYou: '',
} as const

describe('the profile form’s goal', () => {
  test('default: add, set a part, remove; an edit that does not apply returns the same reference', () => {
    const empty = emptyProfileFields(assets)
    expect(editFields(empty, { type: 'set-goal', part: 'title', value: 'x' })).toBe(empty)
    expect(editFields(empty, { type: 'remove-goal' })).toBe(empty)
    const added = editFields(empty, { type: 'add-goal', asset: 'USDC' })
    expect(added.goal).toEqual({ asset: 'USDC', amount: '', period: 'month', title: '' })
    expect(editFields(added, { type: 'add-goal', asset: 'ETH' })).toBe(added)
    const titled = editFields(added, { type: 'set-goal', part: 'title', value: 'Rent' })
    expect(titled.goal?.title).toBe('Rent')
    expect(editFields(titled, { type: 'set-goal', part: 'title', value: 'Rent' })).toBe(titled)
    expect(editFields(titled, { type: 'remove-goal' })).not.toHaveProperty('goal')
  })

  test('behavior: a stored goal fills the form and is saved again; a goal part’s problem shows once it is edited', () => {
    expect(fieldsFromProfile({ ...stored, goal }, assets).goal).toEqual(goal)
    const editing = openProfileEditor(assets, { ...stored, goal })
    const [, effects] = profileEditor(editing, { type: 'submitted' })
    expect(effects).toEqual([{ type: 'save', profile: { ...stored, goal } }])
    const [edited] = profileEditor(editing, { type: 'edited', edit: { type: 'set-goal', part: 'amount', value: '0' } })
    if (edited.status !== 'editing') throw new Error('not editing')
    expect(shownProblems(edited)).toEqual([{ field: 'goal.amount', code: 'goalAmountPositive' }])
  })
})
