import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { findNonceUse, NONCE_SEARCH_BLOCKS } from '../../../src/domain/transactions/findNonceUse'
import { CREATOR, FakeChainReader, SENDER } from './fakeChainReader'
import { hashOf } from './txArbitraries'

/** A chain where SENDER's nonces 0..n-1 were mined in nondecreasing blocks, among other senders' transactions. */
const chainArb = fc.record({
  gaps: fc.array(fc.nat({ max: 60 }), { maxLength: 12 }),
  start: fc.nat({ max: 400 }),
  tail: fc.nat({ max: 300 }),
  others: fc.array(fc.nat({ max: 800 }), { maxLength: 5 }),
  asked: fc.nat({ max: 14 }),
})

describe('findNonceUse (property)', () => {
  test('behavior: finds the very transaction that took the nonce in the search window; out of reach before; unused after', async () => {
    await fc.assert(fc.asyncProperty(chainArb, async ({ gaps, start, tail, others, asked }) => {
      const reader = new FakeChainReader()
      const blocks: bigint[] = []
      let block = BigInt(start)
      gaps.forEach((gap, nonce) => {
        block += BigInt(gap)
        blocks.push(block)
        reader.head = block
        reader.send(1, { hash: hashOf(1000 + nonce), nonce })
        reader.mine(1, hashOf(1000 + nonce))
      })
      others.forEach((at, i) => {
        reader.head = BigInt(at)
        reader.send(1, { hash: hashOf(5000 + i), nonce: asked, from: CREATOR })
        reader.mine(1, hashOf(5000 + i))
      })
      const last = [block, ...others.map(BigInt)].reduce((a, b) => (a > b ? a : b), 0n)
      reader.head = last + BigInt(tail)
      reader.countCalls = 0
      const use = await findNonceUse(reader, 1, SENDER, asked)
      const minedIn = blocks[asked]
      if (minedIn === undefined) expect(use).toEqual({ status: 'unused' })
      else if (minedIn <= reader.head - NONCE_SEARCH_BLOCKS) expect(use).toEqual({ status: 'out-of-reach' })
      else expect(use).toEqual({ status: 'used', by: expect.objectContaining({ hash: hashOf(1000 + asked), nonce: asked, from: SENDER }), confirmations: reader.head - minedIn + 1n })
      // The head's count, the window's floor, a binary search over the window (64 blocks: 7 steps at most); one block read.
      expect(reader.countCalls).toBeLessThanOrEqual(2 + 7)
      expect(reader.blockCalls).toBeLessThanOrEqual(1)
    }), { numRuns: 300 })
  })
})
