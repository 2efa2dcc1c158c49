import { describe, expect, test } from 'vitest'
import { hasCode } from '../../../src/domain/errors/baseError'
import { findNonceUse, NONCE_SEARCH_BLOCKS } from '../../../src/domain/transactions/findNonceUse'
import { FakeChainReader, SENDER } from './fakeChainReader'
import { hashOf } from './txArbitraries'

describe('findNonceUse', () => {
  test('default: a nonce nobody used yet is unused, after one block number and one count', async () => {
    const reader = new FakeChainReader()
    expect(await findNonceUse(reader, 1, SENDER, 0)).toEqual({ status: 'unused' })
    expect([reader.blockNumberCalls, reader.countCalls, reader.blockCalls]).toEqual([1, 1, 0])
  })

  test('behavior: near the chain start (head below the window) the search starts at block 0', async () => {
    const reader = new FakeChainReader()
    reader.head = 0n
    reader.send(1, { hash: hashOf(1), nonce: 0 })
    reader.mine(1, hashOf(1))
    reader.head = 5n
    expect(await findNonceUse(reader, 1, SENDER, 0)).toEqual({ status: 'used', by: expect.objectContaining({ hash: hashOf(1) }), confirmations: 6n })
  })

  test('behavior: a block the node does not have rejects (tried again on the next poll)', async () => {
    const reader = new FakeChainReader()
    reader.send(1, { hash: hashOf(1), nonce: 0 })
    reader.mine(1, hashOf(1))
    reader.getBlockTransactions = async () => null
    const err = await findNonceUse(reader, 1, SENDER, 0).catch((e: unknown) => e)
    expect(hasCode(err, 'nonce-use-not-found')).toBe(true)
  })

  test('parameters: the window is the last NONCE_SEARCH_BLOCKS blocks, head included', async () => {
    for (const [age, expected] of [[NONCE_SEARCH_BLOCKS - 1n, 'used'], [NONCE_SEARCH_BLOCKS, 'out-of-reach'], [0n, 'used']] as const) {
      const reader = new FakeChainReader()
      reader.head = 1000n
      reader.send(1, { hash: hashOf(1), nonce: 0 })
      reader.mine(1, hashOf(1))
      reader.head += age
      expect((await findNonceUse(reader, 1, SENDER, 0)).status, `mined ${age} blocks below the head`).toBe(expected)
    }
  })
})
