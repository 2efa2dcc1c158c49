import { describe, expect, test } from 'vitest'
import { ETH_ONLY } from '../../../src/domain/creators/profileAssets'
import { validateCreatorProfile } from '../../../src/domain/creators/validateCreatorProfile'

const VALID = {
  displayName: 'Ada Lovelace',
  bio: 'I write about engines.\nAnd poetry.',
  links: [{ label: 'Blog', url: 'https://ada.example/blog' }],
  accentColor: '#1A2B3C',
  suggestedAmounts: { ETH: ['0.01', '0.05', '1'] },
  thankYou: 'Thank you!',
}

function problemsOf(input: unknown) {
  const result = validateCreatorProfile(input, ETH_ONLY)
  return result.ok ? [] : result.problems
}

describe('validateCreatorProfile', () => {
  test('default: a valid profile is stored normalised', () => {
    expect(validateCreatorProfile(VALID)).toEqual({
      ok: true,
      profile: { ...VALID, accentColor: '#1a2b3c' },
    })
    expect(
      validateCreatorProfile({
        ...VALID,
        displayName: '  Ada ',
        bio: '',
        links: [],
        suggestedAmounts: {},
        thankYou: '',
        extra: 1,
      }),
    ).toEqual({
      ok: true,
      profile: { displayName: 'Ada', bio: '', links: [], accentColor: '#1a2b3c', suggestedAmounts: {}, thankYou: '' },
    })
  })

  test('parameters: displayName', () => {
    expect(problemsOf({ ...VALID, displayName: ' ' })).toEqual([
      { field: 'displayName', code: 'displayNameLength', params: { max: 50 } },
    ])
    expect(problemsOf({ ...VALID, displayName: 'a'.repeat(51) })).toEqual([
      { field: 'displayName', code: 'displayNameLength', params: { max: 50 } },
    ])
    expect(problemsOf({ ...VALID, displayName: '👩🏽‍💻'.repeat(50) })).toEqual([])
    expect(problemsOf({ ...VALID, displayName: 'Ada\u202eecalevol' })).toEqual([
      { field: 'displayName', code: 'displayNameControl' },
    ])
    expect(problemsOf({ ...VALID, displayName: 'Ada\nL' })).toEqual([
      { field: 'displayName', code: 'displayNameControl' },
    ])
    expect(problemsOf({ ...VALID, displayName: 7 })).toEqual([{ field: 'displayName', code: 'fieldMalformed' }])
    for (const blank of ['\u200b', '\u2060', '\u3164', '\u180e', '\u200c', '\u200d', '\u3164\u200b\u2800']) {
      expect(problemsOf({ ...VALID, displayName: blank }), JSON.stringify(blank)).toEqual([
        { field: 'displayName', code: 'displayNameInvisible' },
      ])
    }
    expect(problemsOf({ ...VALID, displayName: '\u3164Ada' })).toEqual([])
  })

  test('parameters: bio', () => {
    expect(problemsOf({ ...VALID, bio: 'a'.repeat(281) })).toEqual([
      { field: 'bio', code: 'bioLength', params: { max: 280 } },
    ])
    expect(problemsOf({ ...VALID, bio: 'a\tb' })).toEqual([{ field: 'bio', code: 'bioControl' }])
  })

  test('parameters: links', () => {
    expect(problemsOf({ ...VALID, links: 'https://a.example' })).toEqual([{ field: 'links', code: 'fieldMalformed' }])
    const link = { label: 'x', url: 'https://a.example' }
    expect(problemsOf({ ...VALID, links: Array(6).fill(link) })).toEqual([
      { field: 'links', code: 'linksTooMany', params: { max: 5 } },
    ])
    expect(
      problemsOf({
        ...VALID,
        links: [link, null, { label: '', url: 'http://a.example' }, { label: 'x', url: 'https://u:p@a.example' }, []],
      }),
    ).toEqual([
      { field: 'links.1', code: 'linkIncomplete' },
      { field: 'links.2.label', code: 'linkLabelLength', params: { max: 30 } },
      { field: 'links.2.url', code: 'linkUrlNotHttps' },
      { field: 'links.3.url', code: 'linkUrlCredentials' },
      { field: 'links.4', code: 'linkIncomplete' },
    ])
    // A hole in a sparse array is a missing link, not one to skip.
    const sparse: unknown[] = []
    sparse[1] = link
    expect(problemsOf({ ...VALID, links: sparse })).toEqual([{ field: 'links.0', code: 'linkIncomplete' }])
    expect(problemsOf({ ...VALID, links: [link, { label: '\u2800\uffa0', url: 'https://a.example' }] })).toEqual([
      { field: 'links.1.label', code: 'linkLabelInvisible' },
    ])
    expect(problemsOf({ ...VALID, links: [{}] })).toEqual([
      { field: 'links.0.label', code: 'fieldMissing' },
      { field: 'links.0.url', code: 'fieldMissing' },
    ])
  })

  test('parameters: accentColor', () => {
    for (const bad of ['red', '#abc', '#1a2b3c4d', '1a2b3c', '#gggggg', 0x1a2b3c]) {
      expect(problemsOf({ ...VALID, accentColor: bad })).toEqual([{ field: 'accentColor', code: 'accentColorFormat' }])
    }
  })

  test('parameters: suggestedAmounts', () => {
    expect(problemsOf({ ...VALID, suggestedAmounts: { ETH: ['1', '2', '3', '4'] } })).toEqual([
      { field: 'suggestedAmounts.ETH', code: 'amountsTooMany', params: { max: 3 } },
    ])
    expect(problemsOf({ ...VALID, suggestedAmounts: { ETH: ['0', '1e3', '0.0000000000000000001'] } })).toEqual([
      { field: 'suggestedAmounts.ETH.0', code: 'amountPositive' },
      { field: 'suggestedAmounts.ETH.1', code: 'amountFormat' },
      { field: 'suggestedAmounts.ETH.2', code: 'amountDecimals', params: { max: 18 } },
    ])
    expect(problemsOf({ ...VALID, suggestedAmounts: { ETH: ['1', '0.5', '1.0'] } })).toEqual([
      { field: 'suggestedAmounts.ETH.2', code: 'amountsDuplicate' },
    ])
    expect(validateCreatorProfile({ ...VALID, suggestedAmounts: { ETH: ['0.50', '2.0'] } })).toMatchObject({
      profile: { suggestedAmounts: { ETH: ['0.5', '2'] } },
    })
  })

  test('parameters: suggestedAmounts by asset, each in its own decimals', () => {
    const assets = [
      { symbol: 'ETH', decimals: 18 },
      { symbol: 'USDC', decimals: 6 },
    ]
    const check = (suggestedAmounts: unknown) => validateCreatorProfile({ ...VALID, suggestedAmounts }, assets)
    // Canonical: in the assets' order, empty lists dropped.
    expect(check({ USDC: ['5.000000'], ETH: ['0.010'] })).toMatchObject({
      ok: true,
      profile: { suggestedAmounts: { ETH: ['0.01'], USDC: ['5'] } },
    })
    expect(check({ ETH: [], USDC: ['5'] })).toMatchObject({ ok: true, profile: { suggestedAmounts: { USDC: ['5'] } } })
    expect(check({ USDC: ['0.0000001', '1.5'], ETH: ['0.0000001'] })).toEqual({
      ok: false,
      problems: [{ field: 'suggestedAmounts.USDC.0', code: 'amountDecimals', params: { max: 6 } }],
    })
    // An asset that is not accepted is refused by its path, its amounts unread.
    expect(check({ ETH: ['1'], DAI: ['x'], constructor: ['1'] })).toEqual({
      ok: false,
      problems: [
        { field: 'suggestedAmounts.DAI', code: 'amountsAssetUnknown' },
        { field: 'suggestedAmounts.constructor', code: 'amountsAssetUnknown' },
      ],
    })
    // The list of amounts before tokens is no longer the shape.
    for (const bad of [['0.01'], 'ETH', 1, null]) {
      expect(check(bad)).toEqual({
        ok: false,
        problems: [
          {
            field: 'suggestedAmounts',
            code: 'fieldMalformed',
          },
        ],
      })
    }
    expect(check({ USDC: '5' })).toEqual({
      ok: false,
      problems: [{ field: 'suggestedAmounts.USDC', code: 'fieldMalformed' }],
    })
  })

  test('behavior: without the accepted assets (a profile the server answered), any well-formed symbol is read', () => {
    expect(validateCreatorProfile({ ...VALID, suggestedAmounts: { 'USDC.e': ['5'], ETH: ['0.01'] } })).toMatchObject({
      ok: true,
      profile: { suggestedAmounts: { 'USDC.e': ['5'], ETH: ['0.01'] } },
    })
    expect(validateCreatorProfile({ ...VALID, suggestedAmounts: { '': ['5'], 'a b': ['1'] } })).toMatchObject({
      ok: false,
      problems: [
        { field: 'suggestedAmounts.', code: 'amountsAssetUnknown' },
        { field: 'suggestedAmounts.a b', code: 'amountsAssetUnknown' },
      ],
    })
  })

  test('parameters: thankYou', () => {
    expect(problemsOf({ ...VALID, thankYou: 'a'.repeat(141) })).toEqual([
      { field: 'thankYou', code: 'thankYouLength', params: { max: 140 } },
    ])
    expect(problemsOf({ ...VALID, thankYou: 'Thanks\n!' })).toEqual([{ field: 'thankYou', code: 'thankYouControl' }])
  })

  test('behavior: every problem is reported, missing fields included', () => {
    const required = [
      { field: 'displayName', code: 'fieldMissing' },
      { field: 'bio', code: 'fieldMissing' },
      { field: 'links', code: 'fieldMissing' },
      { field: 'accentColor', code: 'fieldMissing' },
      { field: 'suggestedAmounts', code: 'fieldMissing' },
      { field: 'thankYou', code: 'fieldMissing' },
    ]
    for (const input of [{}, null, undefined, [], 'profile', 42]) expect(problemsOf(input)).toEqual(required)
  })

  test('behavior: inherited members are not read', () => {
    const inherited = Object.create(VALID)
    expect(problemsOf(inherited)).toHaveLength(6)
    const parsed = JSON.parse(`{"__proto__": ${JSON.stringify(VALID)}}`)
    expect(problemsOf(parsed)).toHaveLength(6)
    expect(validateCreatorProfile(JSON.parse(`${JSON.stringify(VALID).slice(0, -1)}, "__proto__": {}}`))).toMatchObject(
      {
        ok: true,
      },
    )
  })

  test('behavior: never throws on hostile input', () => {
    const throwing = new Proxy(
      {},
      {
        has: () => {
          throw new Error('trap')
        },
        get: () => {
          throw new Error('trap')
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('trap')
        },
      },
    )
    expect(problemsOf(throwing)).toHaveLength(6)
    expect(problemsOf({ ...VALID, links: [throwing] })).toEqual([
      { field: 'links.0.label', code: 'fieldMissing' },
      { field: 'links.0.url', code: 'fieldMissing' },
    ])
    expect(problemsOf({ ...VALID, links: { length: 1, 0: VALID.links[0] } })).toEqual([
      { field: 'links', code: 'fieldMalformed' },
    ])
  })
})
