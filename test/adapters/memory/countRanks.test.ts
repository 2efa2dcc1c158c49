import { describe, expect, test } from 'vitest'
import { CountRanks } from '../../../src/adapters/memory/countRanks'

describe('CountRanks', () => {
  test('default', () => {
    expect(new CountRanks<string>().fewest()).toBeUndefined()
  })

  test('behavior: the first value to reach the fewest, as counts go up and values leave', () => {
    const ranks = new CountRanks<string>()
    const [a, b, c] = [ranks.add('a'), ranks.add('b'), ranks.add('c')]
    expect(ranks.fewest()).toBe('a')
    ranks.increment(a)
    expect(ranks.fewest()).toBe('b')
    ranks.increment(b)
    ranks.increment(c)
    expect([ranks.fewest(), ranks.countOf(c)]).toEqual(['a', 1])
    ranks.increment(a)
    ranks.increment(a)
    expect([ranks.fewest(), ranks.countOf(a)]).toEqual(['b', 3])
    ranks.remove(b)
    ranks.remove(c)
    expect(ranks.fewest()).toBe('a')
    ranks.add('d')
    expect(ranks.fewest()).toBe('d')
  })

  test('behavior: a value that goes up by one stays behind the ranks below it, whatever gap lies above', () => {
    const ranks = new CountRanks<string>()
    const low = ranks.add('low')
    const high = ranks.add('high')
    for (let i = 0; i < 1_000; i++) ranks.increment(high)
    ranks.increment(low)
    ranks.increment(low)
    expect([ranks.fewest(), ranks.countOf(low), ranks.countOf(high)]).toEqual(['low', 2, 1_000])
    ranks.remove(low)
    expect(ranks.fewest()).toBe('high')
  })
})
