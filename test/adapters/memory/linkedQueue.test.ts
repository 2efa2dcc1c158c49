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

  test('behavior: insertAfter puts a value first, in the middle or last', () => {
    const queue = new LinkedQueue<string>()
    const c = queue.insertAfter(undefined, 'c')
    const a = queue.insertAfter(undefined, 'a')
    const e = queue.insertAfter(c, 'e')
    const d = queue.insertAfter(c, 'd')
    const b = queue.insertAfter(a, 'b')
    const f = queue.insertAfter(e, 'f')
    expect(queue.size).toBe(6)
    for (const [value, node] of [
      ['a', a],
      ['b', b],
      ['c', c],
      ['d', d],
      ['e', e],
      ['f', f],
    ] as const) {
      expect(queue.first).toBe(value)
      queue.remove(node)
    }
    expect([queue.first, queue.size]).toEqual([undefined, 0])
  })
})
