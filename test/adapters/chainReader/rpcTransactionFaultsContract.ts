import type { SetupServer } from 'msw/node'
import { describe, expect, test } from 'vitest'
import { rpcHost } from '../../../src/adapters/chainReader/chainReaderErrors'
import { MOCK_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { CREATOR } from './ensFixtures'
import {
  answeringRpc,
  CREATOR_NONCE,
  FAKE_BLOCK_NUMBER,
  failingRpc,
  FALLBACK_RPC,
  MAINNET,
  PRIMARY_RPC,
  RECEIPT_HASH,
  rpcBlock,
  rpcTransaction,
} from './fakeMainnetRpc'
import type { recordRpcPosts } from './rpcRequestLog'
import { INVALID_ANSWER, UNAVAILABLE } from './readerErrorShapes'

/**
 * The raw look-ups behind replacement detection (eth_getTransactionByHash, eth_getTransactionCount,
 * eth_getBlockByNumber) fall back over the chain's URLs like every read, and a malformed answer is
 * `rpc-invalid-answer`: never a transaction, a count or a block to decide on.
 */
export function rpcTransactionFaultsContract(
  factory: ChainReaderFactory,
  mock: { server: SetupServer; log: ReturnType<typeof recordRpcPosts> },
): void {
  describe('RPC faults: transactions, nonces and blocks', () => {
    const reader = () => factory([MAINNET], MOCK_OPTIONS)
    const hash = RECEIPT_HASH
    const address = CREATOR.address
    const blockNumber = FAKE_BLOCK_NUMBER
    const expected = {
      hash,
      from: CREATOR.address.toLowerCase(),
      nonce: CREATOR_NONCE - 1,
      to: `0x${'70'.repeat(20)}`,
      value: 10n ** 18n,
      input: '0x',
    }
    // Both endpoints answer alike: a malformed answer is an answer, not an outage to fall back from.
    const answering = (method: string, result: unknown) => {
      mock.server.use(answeringRpc(PRIMARY_RPC, method, { result }), answeringRpc(FALLBACK_RPC, method, { result }))
      return reader()
    }

    test('default', async () => {
      const r = reader()
      expect(await r.getTransaction({ chainId: 1, hash })).toEqual(expected)
      expect(await r.getTransaction({ chainId: 1, hash: `0x${'00'.repeat(32)}` })).toBeNull()
      expect(await r.getTransactionCount({ chainId: 1, address })).toBe(CREATOR_NONCE)
      expect(await r.getTransactionCount({ chainId: 1, address, blockNumber })).toBe(CREATOR_NONCE)
      expect(await r.getBlockTransactions({ chainId: 1, blockNumber })).toEqual([expected])
      expect(await r.getBlockTransactions({ chainId: 1, blockNumber: blockNumber + 1n })).toBeNull()
    })

    test('behavior: a failing primary falls back to the next URL for each call', async () => {
      mock.server.use(failingRpc(PRIMARY_RPC))
      const r = reader()
      const calls = [
        () => r.getTransaction({ chainId: 1, hash }),
        () => r.getTransactionCount({ chainId: 1, address, blockNumber }),
        () => r.getBlockTransactions({ chainId: 1, blockNumber }),
      ]
      for (const call of calls) {
        mock.log.clear()
        expect(await call()).not.toBeNull()
        expect((await mock.log.posts()).map((post) => post.host)).toEqual([rpcHost(PRIMARY_RPC), rpcHost(FALLBACK_RPC)])
      }
    })

    test('behavior: every endpoint down is rpc-UNAVAILABLE, not null', async () => {
      mock.server.use(failingRpc(PRIMARY_RPC), failingRpc(FALLBACK_RPC))
      const r = reader()
      await expect(r.getTransaction({ chainId: 1, hash })).rejects.toMatchObject(UNAVAILABLE)
      await expect(r.getTransactionCount({ chainId: 1, address })).rejects.toMatchObject(UNAVAILABLE)
      await expect(r.getBlockTransactions({ chainId: 1, blockNumber })).rejects.toMatchObject(UNAVAILABLE)
    })

    test('behavior: a malformed transaction is rpc-invalid-answer, never a transaction or null', async () => {
      const bad = [
        'garbage',
        42,
        [rpcTransaction()],
        rpcTransaction({ nonce: 41 }),
        rpcTransaction({ nonce: '0x20000000000000' }),
        rpcTransaction({ from: undefined }),
        rpcTransaction({ to: '0x12' }),
        rpcTransaction({ value: 'lots' }),
        rpcTransaction({ input: '0xabc' }),
        rpcTransaction({ hash: '0x' }),
      ]
      for (const result of bad) {
        const r = answering('eth_getTransactionByHash', result)
        await expect(r.getTransaction({ chainId: 1, hash }), JSON.stringify(result)).rejects.toMatchObject(
          INVALID_ANSWER,
        )
      }
    })

    test('behavior: a count that is not a safe-integer hex quantity is rpc-invalid-answer', async () => {
      for (const result of [null, '0x', '42', 42, '0x20000000000000', { count: '0x1' }]) {
        const r = answering('eth_getTransactionCount', result)
        await expect(r.getTransactionCount({ chainId: 1, address }), JSON.stringify(result)).rejects.toMatchObject(
          INVALID_ANSWER,
        )
      }
    })

    test('behavior: a block without full transaction objects is rpc-invalid-answer, never an empty list', async () => {
      const bad = [
        rpcBlock({ transactions: [hash] }),
        rpcBlock({ transactions: undefined }),
        rpcBlock({ transactions: [rpcTransaction(), null] }),
        rpcBlock({ transactions: [rpcTransaction({ nonce: null })] }),
        'garbage',
        [rpcTransaction()],
      ]
      for (const result of bad) {
        const r = answering('eth_getBlockByNumber', result)
        await expect(r.getBlockTransactions({ chainId: 1, blockNumber }), JSON.stringify(result)).rejects.toMatchObject(
          INVALID_ANSWER,
        )
      }
    })
  })
}
