import { describe, expect, it } from 'vitest'
import { profileProblemCode } from '../../../src/domain/creators/profileProblems'
import { ETH_ONLY } from '../../../src/domain/creators/profileAssets'
import { validateCreatorProfile } from '../../../src/domain/creators/validateCreatorProfile'

const valid = {
  displayName: 'Ada',
  bio: '',
  links: [],
  accentColor: '#6d28d9',
  suggestedAmounts: {},
  thankYou: '',
}

const messagesOf = (input: unknown) => {
  const result = validateCreatorProfile(input, ETH_ONLY)
  return result.ok ? [] : result.problems.map((p) => p.message)
}

describe('profileProblemCode', () => {
  it('gives a code, and the limit its sentence names, for what the validation says about a typed profile', () => {
    const messages = messagesOf({
      displayName: 'x'.repeat(51),
      bio: 'a\u0007',
      links: [
        { label: '', url: 'http://example.com' },
        { label: 'a', url: 'nope' },
        { label: 'a', url: 'https://u:p@example.com' },
        { label: 'a', url: `https://example.com/${'a'.repeat(2048)}` },
      ],
      accentColor: 'red',
      suggestedAmounts: { ETH: ['-1', 'x', '0.0000000000000000001'] },
      thankYou: 'y'.repeat(141),
    })
    expect(messages.map((m) => profileProblemCode(m))).toEqual([
      { code: 'displayNameLength', count: 50 },
      { code: 'bioControl' },
      { code: 'linkLabelLength', count: 30 },
      { code: 'linkUrlNotHttps' },
      { code: 'linkUrlInvalid' },
      { code: 'linkUrlCredentials' },
      { code: 'linkUrlTooLong', count: 2048 },
      { code: 'accentColorFormat' },
      { code: 'amountPositive' },
      { code: 'amountFormat' },
      { code: 'amountDecimals', count: 18 },
      { code: 'thankYouLength', count: 140 },
    ])
  })

  it('codes the duplicate amount, the row that is not a link and the lists past their limits', () => {
    const messages = messagesOf({
      ...valid,
      links: [1, 2, 3, 4, 5, 6],
      suggestedAmounts: { ETH: ['1', '1', '2', '3'] },
    })
    expect(messages.map((m) => profileProblemCode(m)?.code)).toEqual(['linksTooMany', 'amountsTooMany'])
    expect(
      messagesOf({ ...valid, links: [1], suggestedAmounts: { ETH: ['1', '1.0'] } }).map((m) => profileProblemCode(m)),
    ).toEqual([{ code: 'linkIncomplete' }, { code: 'amountsDuplicate' }])
  })

  it('codes a display name and a link label that show nothing', () => {
    const messages = messagesOf({
      ...valid,
      displayName: '\u200b',
      links: [{ label: '\u3164', url: 'https://a.example' }],
    })
    expect(messages.map((m) => profileProblemCode(m))).toEqual([
      { code: 'displayNameInvisible' },
      { code: 'linkLabelInvisible' },
    ])
  })

  it('has no code for a sentence it does not know (shown as it is)', () => {
    expect(profileProblemCode('Display name is required')).toBeUndefined()
    expect(profileProblemCode('Something else')).toBeUndefined()
  })

  it('codes an amount past its asset’s decimals with them, and an asset that is not accepted', () => {
    const usdc = [{ symbol: 'USDC', decimals: 6 }]
    const result = validateCreatorProfile({ ...valid, suggestedAmounts: { USDC: ['0.0000001'], DAI: ['1'] } }, usdc)
    const messages = result.ok ? [] : result.problems.map((p) => p.message)
    expect(messages.map((m) => profileProblemCode(m))).toEqual([
      { code: 'amountDecimals', count: 6 },
      { code: 'amountsAssetUnknown' },
    ])
    expect(profileProblemCode('Suggested amount can have at most 1 decimal place')).toEqual({
      code: 'amountDecimals',
      count: 1,
    })
    expect(profileProblemCode('Suggested amount can have at most 1 decimal places')).toBeUndefined()
  })
})
