import { describe, expect, test, vi } from 'vitest'
import { pollBlockNumber } from '../../../src/adapters/chainReader/pollBlockNumber'

/** A fake chain head: each read answers the next scripted value; `fail` makes that read reject. */
function scriptedHead(script: (bigint | 'fail')[]) {
  let reads = 0
  const read = async () => {
    const next = script[Math.min(reads, script.length - 1)]
    reads += 1
    if (next === 'fail') throw new Error('rpc down')
    return next as bigint
  }
  return { read, reads: () => reads }
}

describe('pollBlockNumber', () => {
  test('default', async () => {
    const head = scriptedHead([5n, 5n, 6n, 'fail', 4n, 8n])
    const seen: bigint[] = []
    const subscription = pollBlockNumber(head.read, 5).subscribe((n) => seen.push(n))
    await vi.waitFor(() => expect(seen).toEqual([5n, 6n, 8n]), { timeout: 5_000, interval: 5 })
    subscription.unsubscribe()
  })

  test('behavior: unsubscribing stops the reads', async () => {
    const head = scriptedHead([1n])
    const subscription = pollBlockNumber(head.read, 5).subscribe()
    await vi.waitFor(() => expect(head.reads()).toBeGreaterThan(1), { timeout: 5_000, interval: 5 })
    subscription.unsubscribe()
    const after = head.reads()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(head.reads()).toBe(after)
  })

  test('behavior: each subscription polls on its own and starts with the current block', async () => {
    const head = scriptedHead([7n])
    const polled = pollBlockNumber(head.read, 5)
    const first: bigint[] = []
    const second: bigint[] = []
    const a = polled.subscribe((n) => first.push(n))
    await vi.waitFor(() => expect(first).toEqual([7n]), { timeout: 5_000, interval: 5 })
    const b = polled.subscribe((n) => second.push(n))
    await vi.waitFor(() => expect(second).toEqual([7n]), { timeout: 5_000, interval: 5 })
    a.unsubscribe()
    b.unsubscribe()
  })
})
