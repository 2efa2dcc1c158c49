import { describe, expect, test } from 'vitest'
import { hasCode } from '../../../src/domain/errors/baseError'
import { findNonceUse, NONCE_SEARCH_WINDOWS } from '../../../src/domain/transactions/findNonceUse'
import { MemoryChainReader, SENDER } from '../../support/memoryChainReader'
import { hashOf } from './txArbitraries'

describe('findNonceUse', () => {
  test('default: a nonce nobody used yet is unused, after one block number and one count', async () => {
    const reader = new MemoryChainReader()
    expect(await findNonceUse(reader, 1, SENDER, 0)).toEqual({ status: 'unused' })
    expect([reader.blockNumberCalls, reader.countCalls, reader.blockCalls]).toEqual([1, 1, 0])
  })

  test('behavior: near the chain start (head below the window) the search starts at block 0', async () => {
    const reader = new MemoryChainReader()
    reader.head = 0n
    reader.send(1, { hash: hashOf(1), nonce: 0 })
    reader.mine(1, hashOf(1))
    reader.head = 5n
    expect(await findNonceUse(reader, 1, SENDER, 0)).toEqual({
      status: 'used',
      by: expect.objectContaining({ hash: hashOf(1) }),
      confirmations: 6n,
    })
  })

  test('behavior: a block the node does not have rejects (tried again on the next poll)', async () => {
    const reader = new MemoryChainReader()
    reader.send(1, { hash: hashOf(1), nonce: 0 })
    reader.mine(1, hashOf(1))
    reader.getBlockTransactions = async () => null
    const err = await findNonceUse(reader, 1, SENDER, 0).catch((e: unknown) => e)
    expect(hasCode(err, 'nonce-use-not-found')).toBe(true)
  })

  test('parameters: each window is its last N blocks, head included; past the widest, out of reach', async () => {
    const widest = NONCE_SEARCH_WINDOWS[NONCE_SEARCH_WINDOWS.length - 1]!
    const cases = [
      [0n, 'used'],
      [63n, 'used'],
      [64n, 'used'],
      [4_095n, 'used'],
      [4_096n, 'used'],
      [widest - 1n, 'used'],
      [widest, 'out-of-reach'],
    ] as const
    for (const [age, expected] of cases) {
      const reader = new MemoryChainReader()
      reader.head = 1_000_000n
      reader.send(1, { hash: hashOf(1), nonce: 0 })
      reader.mine(1, hashOf(1))
      reader.head += age
      const use = await findNonceUse(reader, 1, SENDER, 0)
      expect(use.status, `mined ${age} blocks below the head`).toBe(expected)
      if (use.status === 'used') expect(use.confirmations).toBe(age + 1n)
      // Head, its count, up to three floors, a binary search of at most 18 steps, one block.
      expect(reader.countCalls).toBeLessThanOrEqual(1 + 3 + 18)
    }
  })

  test('behavior: a node without state past the first window (a full node) ends the search there: out of reach', async () => {
    const reader = new MemoryChainReader()
    reader.head = 1_000n
    reader.send(1, { hash: hashOf(1), nonce: 0 })
    reader.mine(1, hashOf(1))
    reader.head += 500n
    const count = reader.getTransactionCount.bind(reader)
    reader.getTransactionCount = async (args) => {
      if (args.blockNumber !== undefined && reader.head - args.blockNumber > 128n) throw new Error('missing trie node')
      return count(args)
    }
    expect(await findNonceUse(reader, 1, SENDER, 0)).toEqual({ status: 'out-of-reach' })
  })

  test('behavior: a failure in the first window rejects (tried again on the next poll)', async () => {
    const reader = new MemoryChainReader()
    reader.send(1, { hash: hashOf(1), nonce: 0 })
    reader.mine(1, hashOf(1))
    reader.head += 100n
    const count = reader.getTransactionCount.bind(reader)
    reader.getTransactionCount = async (args) => {
      if (args.blockNumber !== undefined && args.blockNumber < reader.head) throw new Error('busy')
      return count(args)
    }
    await expect(findNonceUse(reader, 1, SENDER, 0)).rejects.toThrow('busy')
  })
})
