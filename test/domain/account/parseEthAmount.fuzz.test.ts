import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toDecimalString } from '../../../src/domain/account/decimalString'
import { ETH_AMOUNT_MESSAGES, parseEthAmount } from '../../../src/domain/account/parseEthAmount'

const wei = fc.bigInt({ min: 1n, max: 10n ** 30n })

describe('parseEthAmount (property)', () => {
  test('behavior: never throws; a failure always carries its pinned message', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.option(fc.bigInt({ min: 0n, max: 10n ** 24n }), { nil: undefined }),
        (text, balance) => {
          const result = parseEthAmount(text, { balance })
          if (!result.ok) expect(result.message).toBe(ETH_AMOUNT_MESSAGES[result.problem])
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
})
