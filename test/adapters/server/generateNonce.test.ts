import { describe, expect, test } from 'vitest'
import { generateNonce } from '../../../src/adapters/server/generateNonce'

describe('generateNonce', () => {
  test('default', () => {
    expect(generateNonce()).toMatch(/^[A-Za-z0-9]{24}$/)
  })

  test('parameters: length', () => {
    expect(generateNonce(16)).toHaveLength(16)
    expect(generateNonce(64)).toHaveLength(64)
    expect(() => generateNonce(15)).toThrow('a nonce has at least 16 characters')
  })

  test('behavior: every letter and digit is used, none favoured', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 20_000; i++) for (const ch of generateNonce()) counts.set(ch, (counts.get(ch) ?? 0) + 1)
    expect(counts.size).toBe(62)
    // 480,000 draws: about 7,742 per symbol (sd 87), so max/min stays near 1.07. Plain `byte % 62` would give
    // eight symbols 5/256 instead of 4/256, a ratio of 1.25.
    const values = [...counts.values()]
    expect(Math.max(...values) / Math.min(...values)).toBeLessThan(1.15)
  })
})
