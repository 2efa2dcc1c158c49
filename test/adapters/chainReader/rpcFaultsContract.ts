import type { SetupServer } from 'msw/node'
import { describe, expect, test } from 'vitest'
import { rpcHost } from '../../../src/adapters/chainReader/chainReaderErrors'
import { freePort } from '../../support/anvil'
import { MOCK_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { CREATOR } from './ensFixtures'
import { CREATOR_BALANCE, FAKE_BLOCK_NUMBER, failingRpc, FALLBACK_RPC, hangingRpc, MAINNET, PRIMARY_RPC } from './fakeMainnetRpc'
import type { recordRpcPosts } from './rpcRequestLog'

const unavailable = { code: 'rpc-unavailable', shortMessage: 'No RPC endpoint answered' }
const timedOut = { code: 'rpc-timeout', shortMessage: 'The RPC did not answer in time' }

/** A broken, unreachable or hanging RPC: the next URL answers; when none does, a typed error, never a hang. */
export function rpcFaultsContract(factory: ChainReaderFactory, mock: { server: SetupServer; log: ReturnType<typeof recordRpcPosts> }): void {
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

    test('behavior: every endpoint down is rpc-unavailable, for ENS too (not a null name)', async () => {
      mock.server.use(failingRpc(PRIMARY_RPC), failingRpc(FALLBACK_RPC))
      const r = reader()
      await expect(r.getBalance({ chainId: 1, address: CREATOR.address })).rejects.toMatchObject(unavailable)
      await expect(r.getBlockNumber({ chainId: 1 })).rejects.toMatchObject(unavailable)
      await expect(r.getEnsName({ address: CREATOR.address })).rejects.toMatchObject(unavailable)
      await expect(r.getEnsAvatar({ name: CREATOR.name })).rejects.toMatchObject(unavailable)
      await expect(r.getEnsAddress({ name: CREATOR.name })).rejects.toMatchObject(unavailable)
    })

    test('behavior: every endpoint refusing connections is rpc-unavailable', async () => {
      const r = reader([`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`])
      await expect(r.getBlockNumber({ chainId: 1 })).rejects.toMatchObject(unavailable)
    })

    test('behavior: every endpoint hanging is rpc-timeout, not a hang', async () => {
      mock.server.use(hangingRpc(PRIMARY_RPC), hangingRpc(FALLBACK_RPC))
      const r = reader()
      await expect(r.getBlockNumber({ chainId: 1 })).rejects.toMatchObject(timedOut)
      await expect(r.getEnsName({ address: CREATOR.address })).rejects.toMatchObject(timedOut)
    })

    test('parameters: callTimeout bounds a whole call whatever the endpoints do', async () => {
      mock.server.use(hangingRpc(PRIMARY_RPC), hangingRpc(FALLBACK_RPC))
      const r = factory([MAINNET], { ...MOCK_OPTIONS, requestTimeout: 60_000, callTimeout: 300 })
      await expect(r.getBalance({ chainId: 1, address: CREATOR.address })).rejects.toMatchObject(timedOut)
    })
  })
}
