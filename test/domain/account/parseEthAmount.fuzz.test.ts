import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toDecimalString } from '../../../src/domain/account/decimalString'
import { parseEthAmount } from '../../../src/domain/account/parseEthAmount'

const wei = fc.bigInt({ min: 1n, max: 10n ** 30n })

describe('parseEthAmount (property)', () => {
  test('behavior: never throws; a failure always carries one of its codes', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.option(fc.bigInt({ min: 0n, max: 10n ** 24n }), { nil: undefined }),
        (text, balance) => {
          const result = parseEthAmount(text, { balance })
          if (!result.ok) expect(['empty', 'format', 'zero', 'decimals', 'insufficient']).toContain(result.problem)
          else expect(result.value > 0n).toBe(true)
        },
      ),
    )
  })

  test('behavior: the decimal of any positive wei amount reads back as that amount', () => {
    fc.assert(
      fc.property(wei, (value) => {
        const text = toDecimalString(value, 18)
        expect(parseEthAmount(text)).toEqual({ ok: true, value, text })
      }),
    )
  })

  test('behavior: an accepted amount never exceeds the balance, and any amount up to the balance is accepted', () => {
    fc.assert(
      fc.property(wei, wei, (value, balance) => {
        const result = parseEthAmount(toDecimalString(value, 18), { balance })
        if (value <= balance) expect(result).toMatchObject({ ok: true, value })
        else expect(result).toMatchObject({ ok: false, problem: 'insufficient' })
      }),
    )
  })

  test('behavior: exponent notation, signs and commas are always refused', () => {
    const decorated = fc.tuple(
      fc.stringMatching(/^\d{1,5}(\.\d{1,5})?$/),
      fc.constantFrom('e3', 'E-2', '-', '+', ',000'),
      fc.boolean(),
    )
    fc.assert(
      fc.property(decorated, ([number, extra, before]) => {
        const text = before && (extra === '-' || extra === '+') ? extra + number : number + extra
        expect(parseEthAmount(text)).toMatchObject({ ok: false, problem: 'format' })
      }),
    )
  })

  test('behavior: a 19th significant decimal is always refused', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,4}$/),
        fc.stringMatching(/^\d{18}$/),
        fc.integer({ min: 1, max: 9 }),
        (whole, fraction, last) => {
          expect(parseEthAmount(`${whole}.${fraction}${last}`)).toMatchObject({ ok: false, problem: 'decimals' })
        },
      ),
    )
  })

  describe('in any decimals (a token: 6 for USDC, 0 to 36 as VITE_SUPPORT_TOKENS allows)', () => {
    const decimals = fc.integer({ min: 0, max: 36 })
    const units = fc.bigInt({ min: 1n, max: 10n ** 40n })

    test('behavior: the decimal of any positive amount in base units reads back as that amount, exactly', () => {
      fc.assert(
        fc.property(units, decimals, (value, places) => {
          const text = toDecimalString(value, places)
          expect(parseEthAmount(text, { decimals: places })).toEqual({ ok: true, value, text })
        }),
      )
    })

    test('behavior: whole and fraction digits make base units by integer arithmetic (no float is ever involved)', () => {
      fc.assert(
        fc.property(
          fc.stringMatching(/^[0-9]{1,12}$/),
          fc.stringMatching(/^[0-9]{0,8}$/),
          decimals,
          (whole, fraction, places) => {
            const result = parseEthAmount(`${whole}.${fraction}`, { decimals: places })
            const significant = fraction.replace(/0+$/, '')
            const expected =
              BigInt(whole) * 10n ** BigInt(places) + BigInt(significant.padEnd(places, '0').slice(0, places) || '0')
            if (significant.length > places) expect(result).toMatchObject({ ok: false, problem: 'decimals' })
            else if (expected === 0n) expect(result).toMatchObject({ ok: false, problem: 'zero' })
            else expect(result).toMatchObject({ ok: true, value: expected })
          },
        ),
      )
    })

    test('behavior: more significant decimals than the asset has is refused, in any decimals', () => {
      fc.assert(
        fc.property(decimals, fc.integer({ min: 1, max: 9 }), (places, last) => {
          expect(parseEthAmount(`0.${'0'.repeat(places)}${last}`, { decimals: places })).toMatchObject({
            ok: false,
            problem: 'decimals',
          })
        }),
      )
    })
  })
})
