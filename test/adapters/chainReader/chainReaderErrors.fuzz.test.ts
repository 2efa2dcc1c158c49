import { ensNormalize } from 'ethers'
import fc from 'fast-check'
import { normalize } from 'viem/ens'
import { describe, expect, test } from 'vitest'
import {
  assertAddress,
  assertBlockNumber,
  assertConfirmations,
  assertHash,
  normalizeEnsName,
} from '../../../src/adapters/chainReader/chainReaderErrors'
import { hasCode } from '../../../src/domain/errors/baseError'

const hexDigits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length })
const outcome = (run: () => unknown, code: string): 'ok' | 'rejected' => {
  try {
    run()
    return 'ok'
  } catch (err) {
    if (!hasCode(err, code)) throw err
    return 'rejected'
  }
}

describe('chainReaderErrors', () => {
  test('behavior: assertAddress accepts exactly 0x and 40 hex digits, anything else is invalid-address', () => {
    fc.assert(
      fc.property(hexDigits(40), (hex) => {
        expect(outcome(() => assertAddress(`0x${hex}`), 'invalid-address')).toBe('ok')
      }),
    )
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        const valid = typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
        expect(outcome(() => assertAddress(value), 'invalid-address')).toBe(valid ? 'ok' : 'rejected')
      }),
    )
  })

  test('behavior: assertHash accepts exactly 0x and 64 hex digits', () => {
    fc.assert(
      fc.property(hexDigits(64), (hex) => {
        expect(outcome(() => assertHash(`0x${hex}`), 'invalid-transaction-hash')).toBe('ok')
      }),
    )
    fc.assert(
      fc.property(fc.oneof(fc.string(), hexDigits(63), hexDigits(65), fc.anything()), (value) => {
        const input =
          typeof value === 'string' && !value.startsWith('0x') && /^[0-9a-fA-F]+$/.test(value) ? `0x${value}` : value
        const valid = typeof input === 'string' && /^0x[0-9a-fA-F]{64}$/.test(input)
        expect(outcome(() => assertHash(input), 'invalid-transaction-hash')).toBe(valid ? 'ok' : 'rejected')
      }),
    )
  })

  test('behavior: a value whose toString is broken is refused with its type as details, not a TypeError', () => {
    for (const value of [
      { toString: '' },
      Object.create(null),
      {
        toString: () => {
          throw new Error('no')
        },
      },
    ]) {
      expect(() => assertAddress(value)).toThrow(
        expect.objectContaining({ code: 'invalid-address', details: 'object' }),
      )
      expect(() => assertHash(value)).toThrow(
        expect.objectContaining({ code: 'invalid-transaction-hash', details: 'object' }),
      )
      expect(() => assertConfirmations(value)).toThrow(
        expect.objectContaining({ code: 'invalid-transaction-confirmations', details: 'object' }),
      )
      expect(() => normalizeEnsName(value, normalize)).toThrow(
        expect.objectContaining({ code: 'invalid-ens-name', details: 'object' }),
      )
      expect(() => assertBlockNumber(value)).toThrow(
        expect.objectContaining({ code: 'invalid-block-number', details: 'object' }),
      )
    }
  })

  test('behavior: assertConfirmations accepts exactly positive safe integers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.anything()), (value) => {
        const valid = Number.isSafeInteger(value) && (value as number) >= 1
        expect(outcome(() => assertConfirmations(value), 'invalid-transaction-confirmations')).toBe(
          valid ? 'ok' : 'rejected',
        )
      }),
    )
  })

  test('behavior: assertBlockNumber accepts exactly bigints from 0n', () => {
    fc.assert(
      fc.property(fc.oneof(fc.bigInt(), fc.integer(), fc.anything()), (value) => {
        const valid = typeof value === 'bigint' && value >= 0n
        expect(outcome(() => assertBlockNumber(value), 'invalid-block-number')).toBe(valid ? 'ok' : 'rejected')
      }),
    )
  })

  test('behavior: viem and ethers normalise a name alike (or both refuse it), idempotently, never another error', () => {
    const label = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_. 💩Ⅻé\u200d'), maxLength: 12 })
    fc.assert(
      fc.property(fc.oneof(label, fc.string({ unit: 'grapheme', maxLength: 8 })), (name) => {
        const viaViem = outcome(() => normalizeEnsName(name, normalize), 'invalid-ens-name')
        const viaEthers = outcome(() => normalizeEnsName(name, ensNormalize), 'invalid-ens-name')
        expect(viaViem).toBe(viaEthers)
        if (viaViem === 'ok') {
          const normalized = normalizeEnsName(name, normalize)
          expect(normalizeEnsName(name, ensNormalize)).toBe(normalized)
          expect(normalizeEnsName(normalized, normalize)).toBe(normalized)
        }
      }),
    )
  })
})
