import { describe, expect, test } from 'vitest'
import { LinkedQueue } from '../../../src/adapters/memory/linkedQueue'

describe('LinkedQueue', () => {
  test('default', () => {
    const queue = new LinkedQueue<string>()
    expect([queue.first, queue.size]).toEqual([undefined, 0])
  })

  test('behavior: first in, first out, and a node leaves from the middle, the front or the back', () => {
    const queue = new LinkedQueue<string>()
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((value) => queue.push(value))
    queue.remove(b!)
    expect([queue.first, queue.size]).toEqual(['a', 3])
    queue.remove(a!)
    expect(queue.first).toBe('c')
    queue.remove(d!)
    queue.push('e')
    queue.remove(c!)
    expect([queue.first, queue.size]).toEqual(['e', 1])
  })
})
