import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isHash, isHexData, sameHash } from '../../../src/domain/shared/hex'

describe('isHexData', () => {
  test('default: 0x and whole bytes of hex, either case; "0x" is no data', () => {
    for (const good of ['0x', '0x00', '0xdeadBEEF']) expect(isHexData(good), good).toBe(true)
    for (const bad of ['', '0', '0x0', '0xabc', '0X00', '0xzz', 'deadbeef', null, 7, ['0x']])
      expect(isHexData(bad), String(bad)).toBe(false)
  })

  test('behavior: exactly the hex encodings of byte strings (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.boolean(), (bytes, upper) => {
        const hex = Buffer.from(bytes).toString('hex')
        expect(isHexData(`0x${upper ? hex.toUpperCase() : hex}`)).toBe(true)
        expect(isHexData(`0x${hex}0`)).toBe(false)
      }),
    )
  })
})

describe('isHash', () => {
  test('default: 0x and exactly 64 hex digits, either case', () => {
    for (const good of [`0x${'ab'.repeat(32)}`, `0x${'AB'.repeat(32)}`]) expect(isHash(good), good).toBe(true)
    for (const bad of [
      '0x',
      `0x${'a'.repeat(63)}`,
      `0x${'a'.repeat(65)}`,
      `0X${'a'.repeat(64)}`,
      `0x${'g'.repeat(64)}`,
      null,
      7,
    ])
      expect(isHash(bad), String(bad)).toBe(false)
  })

  test('behavior: exactly the hex encodings of 32 bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.boolean(), (bytes, upper) => {
        const hex = Buffer.from(bytes).toString('hex')
        expect(isHash(`0x${upper ? hex.toUpperCase() : hex}`)).toBe(bytes.length === 32)
      }),
    )
  })
})

describe('sameHash', () => {
  test('default: equal ignoring case', () => {
    expect(sameHash(`0x${'ab'.repeat(32)}`, `0x${'AB'.repeat(32)}`)).toBe(true)
    expect(sameHash(`0x${'ab'.repeat(32)}`, `0x${'ac'.repeat(32)}`)).toBe(false)
  })
})
