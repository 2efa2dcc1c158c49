import { describe, expect, test } from 'vitest'
import { supportDescription } from '../../../src/domain/transactions/supportDescription'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

describe('supportDescription', () => {
  test('default: the shortened address and the amount', () => {
    expect(supportDescription({ address: ADDRESS }, '0.05', 'ETH')).toBe('Support 0.05 ETH to 0x70…79C8')
  })

  test('parameters: name: the ENS name instead of the address, cut after 24 characters', () => {
    expect(supportDescription({ address: ADDRESS, name: 'creator.eth' }, '1', 'ETH')).toBe(
      'Support 1 ETH to creator.eth',
    )
    expect(supportDescription({ address: ADDRESS, name: 'averyveryveryverylongensname.eth' }, '2.5', 'ETH')).toBe(
      'Support 2.5 ETH to averyveryveryverylongens…',
    )
    expect(supportDescription({ address: ADDRESS, name: null }, '1', 'GOR')).toBe('Support 1 GOR to 0x70…79C8')
  })

  test("parameters: wording: the words around the values are the caller's (the UI catalogue)", () => {
    expect(
      supportDescription({ address: ADDRESS }, '0.05', 'ETH', {
        template: '{who} mit {amount} {symbol}',
        locale: 'de',
        rightToLeft: false,
      }),
    ).toBe('0x70…79C8 mit 0.05 ETH')
    const arabic = { template: 'دعم {who} بمبلغ {amount} {symbol}', locale: 'ar', rightToLeft: true }
    expect(supportDescription({ address: ADDRESS }, '0.05', 'ETH', arabic)).toBe(
      'دعم \u20680x70…79C8\u2069 بمبلغ \u20680.05\u2069 \u2068ETH\u2069',
    )
  })
})
