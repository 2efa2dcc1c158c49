import { describe, expect, test } from 'vitest'
import { ClientQueues } from '../../../src/adapters/memory/clientQueues'

describe('ClientQueues', () => {
  test('default', () => {
    expect(new ClientQueues<string>().oldestOfLargest()).toBeUndefined()
  })

  test('behavior: the oldest value of the client holding the most, as counts go up and down', () => {
    const queues = new ClientQueues<string>()
    const a1 = queues.push('a', 'a1')
    queues.push('b', 'b1')
    expect(queues.oldestOfLargest()).toBe('a1')
    queues.push('b', 'b2')
    expect(queues.oldestOfLargest()).toBe('b1')
    queues.push('a', 'a2')
    expect(queues.oldestOfLargest()).toBe('b1')
    queues.remove(a1)
    expect(queues.oldestOfLargest()).toBe('b1')
    queues.push('a', 'a3')
    queues.push('a', 'a4')
    expect(queues.oldestOfLargest()).toBe('a2')
  })

  test('behavior: a client that empties its queue is forgotten and can start again', () => {
    const queues = new ClientQueues<string>()
    const only = queues.push('a', 'a1')
    queues.remove(only)
    expect(queues.oldestOfLargest()).toBeUndefined()
    queues.push('a', 'a2')
    expect(queues.oldestOfLargest()).toBe('a2')
  })
})
