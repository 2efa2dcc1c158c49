import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { stringToHex } from 'viem'
import { utf8ToHex } from '../../../src/adapters/eip1193/utf8ToHex'

describe('utf8ToHex (property)', () => {
  test('behavior: any string encodes like viem and decodes back to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (message) => {
        const hex = utf8ToHex(message)
        expect(hex).toBe(stringToHex(message))
        const bytes = Uint8Array.from((hex.slice(2).match(/../g) ?? []).map((b) => Number.parseInt(b, 16)))
        expect(new TextDecoder().decode(bytes)).toBe(message)
      }),
    )
  })
})
