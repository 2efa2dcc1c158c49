import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { generateNonce } from '../../../src/adapters/server/generateNonce'

describe('generateNonce', () => {
  test('behavior: any allowed length gives that many letters and digits, and no repeats', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 200 }), (length) => {
        const nonce = generateNonce(length)
        expect(nonce).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`))
        expect(seen.has(nonce)).toBe(false)
        seen.add(nonce)
      }),
    )
  })
})
