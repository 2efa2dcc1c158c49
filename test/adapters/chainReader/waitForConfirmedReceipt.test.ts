import { Subject } from 'rxjs'
import { describe, expect, test } from 'vitest'
import { waitForConfirmedReceipt } from '../../../src/adapters/chainReader/waitForConfirmedReceipt'
import type { Receipt } from '../../../src/ports/chainReader'

const hash = `0x${'ab'.repeat(32)}` as const

/** A fake node: the receipt appears once `minedIn` is set; `down` makes look-ups fail. */
function fakeNode() {
  const node = { minedIn: undefined as bigint | undefined, down: false, lookups: 0 }
  const readReceipt = async (): Promise<Receipt | null> => {
    node.lookups += 1
    if (node.down) throw new Error('rpc down')
    return node.minedIn === undefined ? null : { status: 'success', blockNumber: node.minedIn }
  }
  return { node, readReceipt }
}

describe('waitForConfirmedReceipt', () => {
  test('default', async () => {
    const blocks = new Subject<bigint>()
    const { node, readReceipt } = fakeNode()
    const waiting = waitForConfirmedReceipt({ blocks, readReceipt }, { hash, confirmations: 1, timeoutMs: 5_000 })
    blocks.next(10n)
    node.minedIn = 11n
    blocks.next(11n)
    expect(await waiting).toEqual({ status: 'success', blockNumber: 11n })
  })

  test('parameters: confirmations counts the receipt block itself', async () => {
    const blocks = new Subject<bigint>()
    const { node, readReceipt } = fakeNode()
    let settled = false
    const waiting = waitForConfirmedReceipt(
      { blocks, readReceipt },
      { hash, confirmations: 3, timeoutMs: 5_000 },
    ).finally(() => {
      settled = true
    })
    node.minedIn = 20n
    for (const block of [20n, 21n]) blocks.next(block)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    blocks.next(22n)
    expect(await waiting).toEqual({ status: 'success', blockNumber: 20n })
  })

  test('behavior: a failed look-up waits for the next block', async () => {
    const blocks = new Subject<bigint>()
    const { node, readReceipt } = fakeNode()
    const waiting = waitForConfirmedReceipt({ blocks, readReceipt }, { hash, confirmations: 1, timeoutMs: 5_000 })
    node.minedIn = 3n
    node.down = true
    blocks.next(3n)
    await new Promise((resolve) => setTimeout(resolve, 20))
    node.down = false
    blocks.next(4n)
    expect(await waiting).toEqual({ status: 'success', blockNumber: 3n })
    expect(node.lookups).toBe(2)
  })

  test('behavior: no receipt within timeoutMs is rpc-timeout', async () => {
    const { readReceipt } = fakeNode()
    await expect(
      waitForConfirmedReceipt(
        { blocks: new Subject<bigint>(), readReceipt },
        { hash, confirmations: 1, timeoutMs: 30 },
      ),
    ).rejects.toMatchObject({
      code: 'rpc-timeout',
      shortMessage: 'The transaction receipt did not arrive in time',
    })
  })
})
