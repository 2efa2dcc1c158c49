import { describe, expect, test } from 'vitest'
import { parseRpcQuantity, parseRpcSafeInteger } from '../../../src/adapters/chainReader/parseRpcQuantity'
import { INVALID_ANSWER } from './readerErrorShapes'

describe('parseRpcQuantity', () => {
  test('default', () => {
    expect(parseRpcQuantity('0x10', 'value')).toBe(16n)
    expect(parseRpcQuantity('0x0', 'value')).toBe(0n)
    expect(parseRpcQuantity('0xAbC', 'value')).toBe(0xabcn)
    expect(parseRpcQuantity(`0x${'f'.repeat(64)}`, 'value')).toBe(2n ** 256n - 1n)
  })

  test('behavior: anything but 0x and 1 to 64 hex digits is rpc-invalid-answer naming what was malformed', () => {
    for (const raw of [
      '0x',
      '10',
      '0X10',
      '0x-1',
      '0x1g',
      ' 0x1',
      `0x${'1'.repeat(65)}`,
      16,
      16n,
      null,
      undefined,
      {},
      ['0x1'],
    ]) {
      expect(() => parseRpcQuantity(raw, 'value'), String(raw)).toThrow(expect.objectContaining(INVALID_ANSWER))
    }
    expect(() => parseRpcQuantity('soon', 'transaction count')).toThrow(
      expect.objectContaining({ details: 'transaction count is not a hex quantity: "soon"' }),
    )
  })
})

describe('parseRpcSafeInteger', () => {
  test('default', () => {
    expect(parseRpcSafeInteger('0x2a', 'transaction count')).toBe(42)
    expect(parseRpcSafeInteger('0x1fffffffffffff', 'transaction count')).toBe(Number.MAX_SAFE_INTEGER)
  })

  test('behavior: a quantity beyond the safe integers is rpc-invalid-answer, never a rounded number', () => {
    expect(() => parseRpcSafeInteger('0x20000000000000', 'transaction count')).toThrow(
      expect.objectContaining({
        ...INVALID_ANSWER,
        details: 'transaction count is not a safe integer: "0x20000000000000"',
      }),
    )
    expect(() => parseRpcSafeInteger(42, 'transaction count')).toThrow(expect.objectContaining(INVALID_ANSWER))
  })
})
