import { describe, expect, test } from 'vitest'
import { chainIdToHex, parseChainId } from '../../../src/domain/chains/chainId'
import { hasCode } from '../../../src/domain/errors/baseError'

describe('parseChainId', () => {
  test('parameters: number, bigint, decimal and hex strings', () => {
    expect(parseChainId(1)).toBe(1)
    expect(parseChainId(5n)).toBe(5)
    expect(parseChainId('137')).toBe(137)
    expect(parseChainId('0x5')).toBe(5)
    expect(parseChainId('0xAa36A7')).toBe(11155111)
  })

  test('behavior: garbage is rejected', () => {
    for (const bad of [
      0,
      -1,
      1.5,
      NaN,
      Infinity,
      '',
      '0',
      '0x',
      '0x0',
      'abc',
      '1e3',
      ' 1',
      '-5',
      '5.0',
      '0xzz',
      null,
      undefined,
      {},
      [1],
      true,
      Number.MAX_SAFE_INTEGER + 1,
      2n ** 64n,
      '9007199254740993',
      `0x${'f'.repeat(80)}`,
    ]) {
      expect(parseChainId(bad)).toBeUndefined()
    }
  })
})

describe('chainIdToHex', () => {
  test('default', () => {
    expect(chainIdToHex(1)).toBe('0x1')
    expect(chainIdToHex(5)).toBe('0x5')
    expect(chainIdToHex(11155111)).toBe('0xaa36a7')
  })

  test('behavior: an invalid id is an invalid-chain-id error', () => {
    for (const bad of [0, -1, 1.5, NaN]) {
      let caught: unknown
      try {
        chainIdToHex(bad)
      } catch (err) {
        caught = err
      }
      expect(hasCode(caught, 'invalid-chain-id')).toBe(true)
    }
    expect(() => chainIdToHex(0)).toThrow('Invalid chain ID: 0')
  })
})
