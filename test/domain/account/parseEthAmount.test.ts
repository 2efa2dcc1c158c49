import { describe, expect, test } from 'vitest'
import { parseEthAmount } from '../../../src/domain/account/parseEthAmount'

const ETHER = 10n ** 18n

describe('parseEthAmount', () => {
  test('default: a plain decimal becomes wei and its canonical text', () => {
    expect(parseEthAmount('0.05')).toEqual({ ok: true, value: 5n * 10n ** 16n, text: '0.05' })
    expect(parseEthAmount('12')).toEqual({ ok: true, value: 12n * ETHER, text: '12' })
    expect(parseEthAmount(' 1.50 ')).toEqual({ ok: true, value: 15n * 10n ** 17n, text: '1.5' })
    expect(parseEthAmount('.5')).toEqual({ ok: true, value: 5n * 10n ** 17n, text: '0.5' })
    expect(parseEthAmount('3.')).toEqual({ ok: true, value: 3n * ETHER, text: '3' })
    expect(parseEthAmount('0.000000000000000001')).toEqual({ ok: true, value: 1n, text: '0.000000000000000001' })
  })

  test('behavior: empty input asks for an amount', () => {
    expect(parseEthAmount('')).toEqual({ ok: false, problem: 'empty' })
    expect(parseEthAmount('   ')).toMatchObject({ ok: false, problem: 'empty' })
  })

  test('behavior: anything but digits and one dot is refused (exponent, sign, grouping, hex, words)', () => {
    for (const text of [
      '1e3',
      '1E-3',
      '-1',
      '+1',
      '1,000',
      '1 000',
      '0x10',
      'abc',
      '.',
      '1.2.3',
      'Infinity',
      'NaN',
      '١',
    ]) {
      expect(parseEthAmount(text), text).toEqual({
        ok: false,
        problem: 'format',
      })
    }
  })

  test('behavior: zero is not an amount', () => {
    for (const text of ['0', '0.0', '000', '.000'])
      expect(parseEthAmount(text), text).toMatchObject({ ok: false, problem: 'zero' })
  })

  test('behavior: more than 18 significant decimals is refused, trailing zeros do not count', () => {
    expect(parseEthAmount('0.0000000000000000001')).toEqual({ ok: false, problem: 'decimals' })
    expect(parseEthAmount('1.0000000000000000000000')).toEqual({ ok: true, value: ETHER, text: '1' })
  })

  test('parameters: balance: more than the balance is "Insufficient funds", exactly the balance is fine', () => {
    expect(parseEthAmount('1.000000000000000001', { balance: ETHER })).toEqual({
      ok: false,
      problem: 'insufficient',
    })
    expect(parseEthAmount('1', { balance: ETHER })).toMatchObject({ ok: true, value: ETHER })
    expect(parseEthAmount('0.1', { balance: 0n })).toMatchObject({ ok: false, problem: 'insufficient' })
  })

  test('parameters: decimals: a 6-decimal currency', () => {
    expect(parseEthAmount('1.5', { decimals: 6 })).toEqual({ ok: true, value: 1_500_000n, text: '1.5' })
    expect(parseEthAmount('0.0000001', { decimals: 6 })).toMatchObject({ ok: false, problem: 'decimals' })
  })

  test('behavior: absurdly long input is refused without work', () => {
    expect(parseEthAmount('1'.repeat(81))).toMatchObject({ ok: false, problem: 'format' })
  })
})
