import { describe, expect, test } from 'vitest'
import { readMonthlyOffer } from '../../../../src/domain/support/monthly/monthlyOffer'
import { USDC } from './monthlyArbitraries'

const tier = (amount: string, title = 'Friend', benefits = 'My thanks') => ({ amount, title, benefits })
const offer = (tiers: unknown[], token: string = USDC.address, chainId = 8453) => ({ chainId, token, tiers })

describe('readMonthlyOffer', () => {
  test('default: one to three tiers in an accepted token, texts trimmed, any letter case of the token', () => {
    const reading = readMonthlyOffer(
      offer([tier('5000000', ' Patron ', ' Early drafts ')], USDC.address.toLowerCase()),
      [USDC],
    )
    expect(reading).toEqual({
      ok: true,
      offer: {
        chainId: 8453,
        token: USDC.address,
        tiers: [{ amount: 5_000_000n, title: 'Patron', benefits: 'Early drafts' }],
      },
    })
    expect(readMonthlyOffer(offer([tier('1'), tier('2'), tier('3', 'x', '')]), [USDC]).ok).toBe(true)
  })

  test.each([
    ['not-an-object', '', null],
    ['not-an-object', '', 'offer'],
    ['no-tiers', 'tiers', offer([])],
    ['too-many-tiers', 'tiers', offer([tier('1'), tier('2'), tier('3'), tier('4')])],
    ['token-not-accepted', 'token', offer([tier('1')], '0x90F79bf6EB2c4f870365E785982E1f101E93b906')],
    ['token-not-accepted', 'token', offer([tier('1')], USDC.address, 10)],
    ['amount-invalid', 'tiers.0.amount', offer([tier('0')])],
    ['amount-invalid', 'tiers.0.amount', offer([tier('-5')])],
    ['amount-invalid', 'tiers.0.amount', offer([tier('5.5')])],
    ['amount-invalid', 'tiers.0.amount', offer([{ amount: 5, title: 'a', benefits: '' }])],
    ['amount-invalid', 'tiers.0.amount', offer([tier((2n ** 160n).toString())])],
    ['amount-repeated', 'tiers.1.amount', offer([tier('5'), tier('5')])],
    ['title-missing', 'tiers.0.title', offer([tier('5', '   ')])],
    ['title-too-long', 'tiers.0.title', offer([tier('5', 'a'.repeat(41))])],
    ['benefits-too-long', 'tiers.0.benefits', offer([tier('5', 'a', 'b'.repeat(141))])],
  ] as const)('parameters: %s at %s', (code, field, raw) => {
    const reading = readMonthlyOffer(raw, [USDC])
    expect(reading.ok).toBe(false)
    expect(reading.ok ? [] : reading.problems).toContainEqual({ field, code })
  })

  test('behavior: a title of 40 characters a reader sees passes, emoji counted once each', () => {
    expect(readMonthlyOffer(offer([tier('5', '👨‍👩‍👧'.repeat(40))]), [USDC]).ok).toBe(true)
  })
})
