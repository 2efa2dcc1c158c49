import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { truncateName } from '../../../src/domain/account/truncateName'

describe('truncateName (property)', () => {
  test('behavior: the result is the name, or a prefix of at most 24 code points plus an ellipsis', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
      const out = truncateName(name)
      if (out === name) return
      expect(out.endsWith('…')).toBe(true)
      const kept = out.slice(0, -1)
      expect(name.startsWith(kept)).toBe(true)
      expect(Array.from(kept)).toHaveLength(24)
    }))
  })

  test('behavior: idempotent once truncated', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (name) => {
      const once = truncateName(name)
      expect(truncateName(once)).toBe(once)
    }))
  })
})
