import type { SetupServer } from 'msw/node'
import { describe, expect, test } from 'vitest'
import { rpcHost } from '../../../src/adapters/chainReader/chainReaderErrors'
import { freePort } from '../../support/anvil'
import { MOCK_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { CREATOR } from './ensFixtures'
import {
  answeringRpc,
  CREATOR_BALANCE,
  FAKE_BLOCK_NUMBER,
  failingRpc,
  FALLBACK_RPC,
  hangingRpc,
  MAINNET,
  PRIMARY_RPC,
  RECEIPT_HASH,
  rpcReceipt,
} from './fakeMainnetRpc'
import type { recordRpcPosts } from './rpcRequestLog'
import { INVALID_ANSWER, TIMED_OUT, UNAVAILABLE } from './readerErrorShapes'

/** A broken, unreachable or hanging RPC: the next URL answers; when none does, a typed error, never a hang. */
export function rpcFaultsContract(
  factory: ChainReaderFactory,
  mock: { server: SetupServer; log: ReturnType<typeof recordRpcPosts> },
): void {
  describe('RPC faults', () => {
    const reader = (rpcUrls = MAINNET.rpcUrls) => factory([{ ...MAINNET, rpcUrls }], MOCK_OPTIONS)

    test('default', async () => {
      mock.server.use(failingRpc(PRIMARY_RPC))
      const balance = await reader().getBalance({ chainId: 1, address: CREATOR.address })
      expect(balance.value).toBe(CREATOR_BALANCE)
      expect((await mock.log.posts()).map((post) => post.host)).toEqual([rpcHost(PRIMARY_RPC), rpcHost(FALLBACK_RPC)])
    })

    test('behavior: a refused connection to the primary falls back', async () => {
      const refused = `http://127.0.0.1:${await freePort()}`
      expect(await reader([refused, FALLBACK_RPC]).getBlockNumber({ chainId: 1 })).toBe(FAKE_BLOCK_NUMBER)
    })

    test('behavior: a hanging primary falls back after its request timeout', async () => {
      mock.server.use(hangingRpc(PRIMARY_RPC))
      expect(await reader().getEnsName({ address: CREATOR.address })).toBe(CREATOR.name)
    })

    test('behavior: every endpoint down is rpc-UNAVAILABLE, for ENS too (not a null name)', async () => {
      mock.server.use(failingRpc(PRIMARY_RPC), failingRpc(FALLBACK_RPC))
      const r = reader()
      await expect(r.getBalance({ chainId: 1, address: CREATOR.address })).rejects.toMatchObject(UNAVAILABLE)
      await expect(r.getBlockNumber({ chainId: 1 })).rejects.toMatchObject(UNAVAILABLE)
      await expect(r.getEnsName({ address: CREATOR.address })).rejects.toMatchObject(UNAVAILABLE)
      await expect(r.getEnsAvatar({ name: CREATOR.name })).rejects.toMatchObject(UNAVAILABLE)
      await expect(r.getEnsAddress({ name: CREATOR.name })).rejects.toMatchObject(UNAVAILABLE)
      const token = CREATOR.address
      await expect(r.getTokenBalance({ chainId: 1, token, owner: CREATOR.address })).rejects.toMatchObject(UNAVAILABLE)
    })

    test('behavior: every endpoint refusing connections is rpc-UNAVAILABLE', async () => {
      const r = reader([`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`])
      await expect(r.getBlockNumber({ chainId: 1 })).rejects.toMatchObject(UNAVAILABLE)
    })

    test('behavior: every endpoint hanging is rpc-timeout, not a hang', async () => {
      mock.server.use(hangingRpc(PRIMARY_RPC), hangingRpc(FALLBACK_RPC))
      const r = reader()
      await expect(r.getBlockNumber({ chainId: 1 })).rejects.toMatchObject(TIMED_OUT)
      await expect(r.getEnsName({ address: CREATOR.address })).rejects.toMatchObject(TIMED_OUT)
    })

    test('parameters: callTimeout bounds a whole call whatever the endpoints do', async () => {
      mock.server.use(hangingRpc(PRIMARY_RPC), hangingRpc(FALLBACK_RPC))
      const r = factory([MAINNET], { ...MOCK_OPTIONS, requestTimeout: 60_000, callTimeout: 300 })
      await expect(r.getBalance({ chainId: 1, address: CREATOR.address })).rejects.toMatchObject(TIMED_OUT)
      const token = CREATOR.address
      await expect(r.getTokenBalance({ chainId: 1, token, owner: CREATOR.address })).rejects.toMatchObject(TIMED_OUT)
    })

    // viem's fallback transport (2.57, `shouldThrow`) is final only on a revert, a rejected transaction or a user
    // rejection; any other JSON-RPC error (quota, internal, resource, invalid params) moves on to the next URL.
    test('behavior: a JSON-RPC error that is not deterministic (rate limit, internal error, ...) falls back', async () => {
      const transient = [
        { code: -32005, message: 'Your app has exceeded its compute units per second capacity' },
        { code: -32603, message: 'internal error' },
        { code: -32000, message: 'header not found' },
        { code: -32602, message: 'invalid params' },
      ]
      for (const error of transient) {
        mock.log.clear()
        mock.server.use(answeringRpc(PRIMARY_RPC, 'eth_getBalance', { error }))
        const balance = await reader().getBalance({ chainId: 1, address: CREATOR.address })
        expect(balance.value, error.message).toBe(CREATOR_BALANCE)
        expect((await mock.log.posts()).map((post) => post.host)).toEqual([rpcHost(PRIMARY_RPC), rpcHost(FALLBACK_RPC)])
      }
    })

    test('behavior: a deterministic JSON-RPC error (revert, rejection) is final: no fallback', async () => {
      const final = [
        { code: 3, message: 'execution reverted' },
        { code: -32000, message: 'gas required exceeds allowance (0)' },
        { code: -32003, message: 'transaction rejected' },
        { code: 4001, message: 'User rejected the request.' },
      ]
      for (const error of final) {
        mock.log.clear()
        mock.server.use(answeringRpc(PRIMARY_RPC, 'eth_getBalance', { error }))
        const balance = reader().getBalance({ chainId: 1, address: CREATOR.address })
        await expect(balance, error.message).rejects.toMatchObject(UNAVAILABLE)
        expect((await mock.log.posts()).map((post) => post.host)).toEqual([rpcHost(PRIMARY_RPC)])
      }
    })

    test('behavior: a JSON-RPC error from every endpoint is rpc-UNAVAILABLE', async () => {
      const error = { code: -32005, message: 'limit exceeded' }
      mock.server.use(
        answeringRpc(PRIMARY_RPC, 'eth_getBalance', { error }),
        answeringRpc(FALLBACK_RPC, 'eth_getBalance', { error }),
      )
      await expect(reader().getBalance({ chainId: 1, address: CREATOR.address })).rejects.toMatchObject(UNAVAILABLE)
    })

    describe('receipts', () => {
      // Both endpoints answer alike: a malformed answer is an answer, not an outage to fall back from.
      const receiptOf = (result: unknown) => {
        const method = 'eth_getTransactionReceipt'
        mock.server.use(answeringRpc(PRIMARY_RPC, method, { result }), answeringRpc(FALLBACK_RPC, method, { result }))
        return reader().getTransactionReceipt({ chainId: 1, hash: RECEIPT_HASH })
      }

      test('default: a mined receipt gives its status and block', async () => {
        expect(await receiptOf(rpcReceipt())).toEqual({ status: 'success', blockNumber: FAKE_BLOCK_NUMBER })
        const reverted = { status: 'reverted', blockNumber: FAKE_BLOCK_NUMBER }
        expect(await receiptOf(rpcReceipt({ status: '0x0' }))).toEqual(reverted)
        expect(await receiptOf(null)).toBeNull()
      })

      test('behavior: a receipt without a block number (a pending transaction on some nodes) is null', async () => {
        expect(await receiptOf(rpcReceipt({ blockNumber: null, blockHash: null, transactionIndex: null }))).toBeNull()
        expect(await receiptOf({})).toBeNull()
      })

      test('behavior: a status other than 0x1 or 0x0 is rpc-invalid-answer, never a settled status', async () => {
        for (const status of [null, '0x2', '', 1, true]) {
          await expect(receiptOf(rpcReceipt({ status })), String(status)).rejects.toMatchObject(INVALID_ANSWER)
        }
        const { status: _, ...withoutStatus } = rpcReceipt()
        await expect(receiptOf(withoutStatus)).rejects.toMatchObject(INVALID_ANSWER)
      })

      test('behavior: a receipt that is not an object or has a malformed block number is rpc-invalid-answer', async () => {
        const badBlocks = [rpcReceipt({ blockNumber: 'soon' }), rpcReceipt({ blockNumber: 7 })]
        for (const result of ['garbage', 42, [rpcReceipt()], ...badBlocks]) {
          await expect(receiptOf(result), JSON.stringify(result)).rejects.toMatchObject(INVALID_ANSWER)
        }
      })
    })
  })
}
