import { describe, expect, test } from 'vitest'
import { readEthAmount } from '../../../src/domain/creators/readEthAmount'

const FORMAT = { ok: false, problem: { code: 'amountFormat' } }
const POSITIVE = { ok: false, problem: { code: 'amountPositive' } }

describe('readEthAmount', () => {
  test('default: plain positive decimals, written canonically', () => {
    expect(readEthAmount('0.01')).toEqual({ ok: true, text: '0.01', wei: 10_000_000_000_000_000n })
    expect(readEthAmount('1')).toEqual({ ok: true, text: '1', wei: 10n ** 18n })
    expect(readEthAmount('1.50')).toEqual({ ok: true, text: '1.5', wei: 15n * 10n ** 17n })
    expect(readEthAmount('2.000')).toMatchObject({ ok: true, text: '2' })
    expect(readEthAmount('0.000000000000000001')).toEqual({ ok: true, text: '0.000000000000000001', wei: 1n })
  })

  test('parameters: anything but a plain decimal is refused', () => {
    for (const bad of ['', '1e3', '.5', '1.', '01', '+1', ' 1', '1 ', '1,5', '0x10', 'Infinity', 'NaN', '1..2']) {
      expect(readEthAmount(bad)).toEqual(FORMAT)
    }
    for (const bad of [1, null, undefined, 10n, {}]) expect(readEthAmount(bad)).toEqual(FORMAT)
  })

  test('parameters: zero and negative amounts are refused', () => {
    for (const bad of ['0', '0.0', '0.000000000000000000', '-1', '-0.5']) expect(readEthAmount(bad)).toEqual(POSITIVE)
  })

  test('parameters: at most 18 written decimals', () => {
    for (const bad of ['0.0000000000000000001', '1.0000000000000000000']) {
      expect(readEthAmount(bad)).toEqual({ ok: false, problem: { code: 'amountDecimals', params: { max: 18 } } })
    }
  })

  test('parameters: at most uint256 wei', () => {
    const max = 2n ** 256n - 1n
    const whole = (max / 10n ** 18n).toString()
    const fraction = (max % 10n ** 18n).toString().padStart(18, '0')
    expect(readEthAmount(`${whole}.${fraction}`)).toMatchObject({ ok: true, wei: max })
    const tooLarge = { ok: false, problem: { code: 'amountTooLarge' } }
    expect(readEthAmount(`${whole}.${fraction.slice(0, -1)}${Number(fraction.at(-1)) + 1}`)).toEqual(tooLarge)
    expect(readEthAmount('9'.repeat(100_000))).toEqual(tooLarge)
  })
})
