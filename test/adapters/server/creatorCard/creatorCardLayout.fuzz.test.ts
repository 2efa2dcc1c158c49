import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { nameDirection } from './nameDirection'

const neutral = fc.string({ unit: fc.constantFrom(' ', '1', '۱', '-', '.', '«', '»', '(', '🎨', '\u200f') })

describe('creatorCardLayout', () => {
  test('behavior: what comes before the first letter never changes the direction of the name', () => {
    fc.assert(
      fc.property(neutral, fc.string(), (before, text) => {
        expect(nameDirection(before + text)).toBe(nameDirection(text))
      }),
    )
  })

  test('behavior: a text starting with a Latin letter reads left to right whatever follows', () => {
    fc.assert(
      fc.property(fc.constantFrom('A', 'z', 'Ö', 'ł'), fc.string(), (first, rest) => {
        expect(nameDirection(first + rest)).toBe('ltr')
      }),
    )
  })
})
