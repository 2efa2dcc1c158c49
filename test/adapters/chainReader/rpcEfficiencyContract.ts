import type { SetupServer } from 'msw/node'
import { describe, expect, test, vi } from 'vitest'
import { MOCK_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { CREATOR } from './ensFixtures'
import { FAKE_BLOCK_NUMBER, MAINNET, RECEIPT_HASH } from './fakeMainnetRpc'
import { rpcCalls, type recordRpcPosts } from './rpcRequestLog'

const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

/**
 * The issue-7 targets: one round trip for balance + name, no eth_chainId probes, nothing at all while idle.
 * With CHAIN_READER_REPORT=1 the counts are printed (they go in the report).
 */
export function rpcEfficiencyContract(
  name: string,
  factory: ChainReaderFactory,
  mock: { server: SetupServer; log: ReturnType<typeof recordRpcPosts> },
): void {
  describe('RPC efficiency', () => {
    test('default', async () => {
      const r = factory([MAINNET], MOCK_OPTIONS)
      const [balance, ensName] = await Promise.all([
        r.getBalance({ chainId: 1, address: CREATOR.address }),
        r.getEnsName({ address: CREATOR.address }),
      ])
      const avatar = ensName ? await r.getEnsAvatar({ name: ensName }) : null
      expect([balance.formatted, ensName, avatar]).toEqual(['1.5', CREATOR.name, CREATOR.avatar])
      const posts = await mock.log.posts()
      expect(posts[0]?.methods.slice().sort()).toEqual(['eth_call', 'eth_getBalance'])
      expect(rpcCalls(posts)).not.toContain('eth_chainId')
      report(name, 'first load (balance + name, then avatar)', posts.length, rpcCalls(posts))
    })

    test('behavior: a connected account left idle for a minute costs no request', async () => {
      const r = factory([MAINNET], MOCK_OPTIONS)
      await Promise.all([
        r.getBalance({ chainId: 1, address: CREATOR.address }),
        r.getEnsName({ address: CREATOR.address }),
      ])
      await settle()
      mock.log.clear()
      vi.useFakeTimers()
      try {
        await vi.advanceTimersByTimeAsync(60_000)
      } finally {
        vi.useRealTimers()
      }
      await settle()
      const posts = await mock.log.posts()
      expect(posts).toEqual([])
      report(name, 'one minute idle (connected)', posts.length, rpcCalls(posts))
    })

    test('behavior: a replacement look-up (transaction, nonces, block) asked at once is one POST', async () => {
      const r = factory([MAINNET], MOCK_OPTIONS)
      const address = CREATOR.address
      await Promise.all([
        r.getTransaction({ chainId: 1, hash: RECEIPT_HASH }),
        r.getTransactionCount({ chainId: 1, address }),
        r.getTransactionCount({ chainId: 1, address, blockNumber: FAKE_BLOCK_NUMBER - 64n }),
        r.getBlockTransactions({ chainId: 1, blockNumber: FAKE_BLOCK_NUMBER }),
      ])
      const posts = await mock.log.posts()
      expect(posts.map((post) => post.methods.slice().sort())).toEqual([
        ['eth_getBlockByNumber', 'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionCount'],
      ])
      report(name, 'replacement look-up (transaction, 2 counts, block)', posts.length, rpcCalls(posts))
    })

    test('behavior: unsubscribing from watchBlockNumber stops the polling', async () => {
      const r = factory([MAINNET], MOCK_OPTIONS)
      const interval = MOCK_OPTIONS.pollingInterval ?? 0
      const subscription = r.watchBlockNumber({ chainId: 1, pollingInterval: interval }).subscribe()
      await vi.waitFor(async () => expect(rpcCalls(await mock.log.posts())).toContain('eth_blockNumber'), {
        timeout: 5_000,
        interval: 10,
      })
      subscription.unsubscribe()
      await settle()
      mock.log.clear()
      await new Promise((resolve) => setTimeout(resolve, 5 * interval))
      expect(await mock.log.posts()).toEqual([])
    })
  })
}

function report(name: string, scenario: string, posts: number, calls: string[]): void {
  if (!process.env.CHAIN_READER_REPORT) return
  console.info(
    `[${name}] ${scenario}: ${posts} HTTP POST(s), ${calls.length} JSON-RPC call(s) ${JSON.stringify(calls)}`,
  )
}
