import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { findNonceUse, NONCE_SEARCH_WINDOWS } from '../../../src/domain/transactions/findNonceUse'
import { CREATOR, MemoryChainReader, SENDER } from '../../support/memoryChainReader'
import { hashOf } from './txArbitraries'

/** A chain where SENDER's nonces 0..n-1 were mined in nondecreasing blocks, among other senders' transactions. */
const chainArb = fc.record({
  gaps: fc.array(fc.nat({ max: 60 }), { maxLength: 12 }),
  start: fc.nat({ max: 400 }),
  tail: fc.oneof(
    fc.nat({ max: 300 }),
    fc.integer({ min: 3_900, max: 4_300 }),
    fc.integer({ min: 261_900, max: 262_400 }),
  ),
  others: fc.array(fc.nat({ max: 800 }), { maxLength: 5 }),
  asked: fc.nat({ max: 14 }),
})

describe('findNonceUse (property)', () => {
  test('behavior: finds the very transaction that took the nonce in the search window; out of reach before; unused after', async () => {
    await fc.assert(
      fc.asyncProperty(chainArb, async ({ gaps, start, tail, others, asked }) => {
        const reader = new MemoryChainReader()
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
        else if (minedIn <= reader.head - NONCE_SEARCH_WINDOWS[NONCE_SEARCH_WINDOWS.length - 1]!)
          expect(use).toEqual({ status: 'out-of-reach' })
        else
          expect(use).toEqual({
            status: 'used',
            by: expect.objectContaining({ hash: hashOf(1000 + asked), nonce: asked, from: SENDER }),
            confirmations: reader.head - minedIn + 1n,
          })
        // The head's count, up to three window floors, a binary search of at most 18 steps; at most one block read.
        expect(reader.countCalls).toBeLessThanOrEqual(1 + 3 + 18)
        expect(reader.blockCalls).toBeLessThanOrEqual(1)
      }),
      { numRuns: 300 },
    )
  })
})
