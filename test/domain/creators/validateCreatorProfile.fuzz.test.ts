import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { validateCreatorProfile } from '../../../src/domain/creators/validateCreatorProfile'
import { isProblemCode } from '../../../src/domain/errors/codes'
import { PROFILE_ASSETS, profileArb } from './profileArbitraries'

const FIELDS = ['displayName', 'bio', 'links', 'accentColor', 'suggestedAmounts', 'thankYou'] as const
type Field = (typeof FIELDS)[number]

const notString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.object())
const withControl = fc
  .tuple(fc.string({ maxLength: 5 }), fc.constantFrom('\u0000', '\t', '\u007f', '\u0085', '\u202e', '\u2067'))
  .map(([text, control]) => `a${control}b${text}`)

/** Values that break each field, alone. */
const INVALID: Record<Field, fc.Arbitrary<unknown>> = {
  displayName: fc.oneof(
    notString,
    withControl,
    fc.constant('  '),
    fc
      .array(fc.constantFrom('\u200b', '\u2060', '\u3164', '\u180e', '\u200c', '\u200d', '\u2800'), {
        minLength: 1,
        maxLength: 9,
      })
      .map((blank) => blank.join('')),
    fc.string({ minLength: 51, maxLength: 80, unit: 'grapheme-ascii' }).filter((s) => s.trim().length > 50),
  ),
  bio: fc.oneof(notString, fc.constant('a\tb'), fc.constant('a'.repeat(281))),
  links: fc.oneof(
    notString,
    fc.constant(Array(6).fill({ label: 'x', url: 'https://a.example' })),
    fc.constant([{ label: 'x', url: 'http://a.example' }]),
    fc.constant([{ label: '', url: 'https://a.example' }]),
    fc.constant([null]),
  ),
  accentColor: fc.oneof(
    notString,
    fc.string().filter((s) => !/^#[0-9a-fA-F]{6}$/.test(s)),
  ),
  suggestedAmounts: fc.oneof(
    notString.filter((value) => typeof value !== 'object' || value === null),
    fc.constant(['0.01']),
    fc.constant({ ETH: ['1', '2', '3', '4'] }),
    fc.constant({ ETH: ['0'] }),
    fc.constant({ USDC: ['1', '1.0'] }),
    fc.constant({ ETH: ['.5'] }),
    fc.constant({ 'not a symbol': ['1'] }),
    fc.constant({ USDC: '5' }),
  ),
  thankYou: fc.oneof(notString, withControl, fc.constant('Thanks\nagain'), fc.constant('a'.repeat(141))),
}

describe('validateCreatorProfile (property)', () => {
  test('behavior: any valid profile validates to itself, with the accent colour in lower case', () => {
    fc.assert(
      fc.property(profileArb, (input) => {
        const expected = { ...input, accentColor: input.accentColor.toLowerCase() }
        expect(validateCreatorProfile(input)).toEqual({ ok: true, profile: expected })
        expect(validateCreatorProfile(expected)).toEqual({ ok: true, profile: expected })
      }),
    )
  })

  test('behavior: never throws; a refusal always has problems with a path into a known field', () => {
    const anything = fc.anything({
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withBigInt: true,
      withBoxedValues: true,
      withMap: true,
      withSet: true,
      withDate: true,
      withTypedArray: true,
    })
    const mixed = fc.record(
      Object.fromEntries(FIELDS.map((field) => [field, anything])) as Record<Field, fc.Arbitrary<unknown>>,
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(anything, mixed), (input) => {
        const result = validateCreatorProfile(input)
        if (result.ok) return
        expect(result.problems.length).toBeGreaterThan(0)
        for (const { field, code } of result.problems) {
          expect(FIELDS.some((known) => field === known || field.startsWith(`${known}.`))).toBe(true)
          expect(isProblemCode(code)).toBe(true)
        }
      }),
    )
  })

  test('behavior: a field made invalid yields a problem naming that field, and only that field', () => {
    const broken = fc.constantFrom(...FIELDS).chain((field) => fc.tuple(fc.constant(field), INVALID[field]))
    fc.assert(
      fc.property(profileArb, broken, (profile, [field, value]) => {
        const result = validateCreatorProfile({ ...profile, [field]: value })
        expect(result.ok).toBe(false)
        if (result.ok) return
        for (const problem of result.problems) expect(problem.field.split('.')[0]).toBe(field)
      }),
    )
  })

  test('behavior: an amount with 19 or more decimals, zero or negative is refused', () => {
    const bad = fc.oneof(
      fc.stringMatching(/^(0|[1-9][0-9]{0,5})\.[0-9]{19,30}$/),
      fc.stringMatching(/^0(\.0{1,18})?$/),
      fc.stringMatching(/^-(0|[1-9][0-9]{0,5})(\.[0-9]{1,18})?$/),
    )
    fc.assert(
      fc.property(profileArb, bad, (profile, amount) => {
        const result = validateCreatorProfile({ ...profile, suggestedAmounts: { ETH: [amount] } }, PROFILE_ASSETS)
        expect(result).toMatchObject({ ok: false })
        if (!result.ok) expect(result.problems.map((p) => p.field)).toEqual(['suggestedAmounts.ETH.0'])
      }),
    )
  })

  test('behavior: a link with any scheme but https is refused', () => {
    const scheme = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/).filter((s) => s.toLowerCase() !== 'https')
    const rest = fc.oneof(fc.constant('//example.com/'), fc.constant('alert(1)'), fc.string({ maxLength: 30 }))
    fc.assert(
      fc.property(profileArb, scheme, rest, (profile, name, tail) => {
        const result = validateCreatorProfile({ ...profile, links: [{ label: 'x', url: `${name}:${tail}` }] })
        expect(result).toMatchObject({ ok: false })
        if (!result.ok) expect(result.problems.map((p) => p.field)).toEqual(['links.0.url'])
      }),
    )
  })

  test('behavior: with the accepted assets, any valid profile validates to itself', () => {
    fc.assert(
      fc.property(profileArb, (input) => {
        const expected = { ...input, accentColor: input.accentColor.toLowerCase() }
        expect(validateCreatorProfile(input, PROFILE_ASSETS)).toEqual({ ok: true, profile: expected })
      }),
    )
  })

  test('behavior: an amount is read in its asset’s decimals: up to them it is kept, past them refused by its path', () => {
    const asset = fc.constantFrom(...PROFILE_ASSETS, { symbol: 'WBTC', decimals: 8 }, { symbol: 'X0', decimals: 0 })
    fc.assert(
      fc.property(
        profileArb,
        asset,
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 1, max: 4 }),
        (profile, { symbol, decimals }, units, extra) => {
          const assets = [...PROFILE_ASSETS.filter((a) => a.symbol !== symbol), { symbol, decimals }]
          const whole = units.toString().padStart(decimals + 1, '0')
          const exact = decimals ? `${whole.slice(0, -decimals)}.${whole.slice(-decimals)}` : whole
          const kept = validateCreatorProfile({ ...profile, suggestedAmounts: { [symbol]: [exact] } }, assets)
          expect(kept.ok).toBe(true)
          const tooPrecise = `${exact}${decimals ? '' : '.'}${'1'.repeat(extra)}`
          const refused = validateCreatorProfile({ ...profile, suggestedAmounts: { [symbol]: [tooPrecise] } }, assets)
          expect(refused).toEqual({
            ok: false,
            problems: [
              {
                field: `suggestedAmounts.${symbol}.0`,
                code: 'amountDecimals',
                params: { max: decimals },
              },
            ],
          })
        },
      ),
    )
  })

  test('behavior: an asset that is not accepted is refused by its path, whatever its amounts', () => {
    const unknown = fc.string({ maxLength: 12 }).filter((key) => !PROFILE_ASSETS.some((a) => a.symbol === key))
    fc.assert(
      fc.property(profileArb, unknown, fc.anything(), (profile, key, value) => {
        const suggestedAmounts = Object.defineProperty({ ...profile.suggestedAmounts }, key, {
          value,
          enumerable: true,
        })
        const result = validateCreatorProfile({ ...profile, suggestedAmounts }, PROFILE_ASSETS)
        expect(result).toEqual({
          ok: false,
          problems: [{ field: `suggestedAmounts.${key}`, code: 'amountsAssetUnknown' }],
        })
      }),
    )
  })
})
