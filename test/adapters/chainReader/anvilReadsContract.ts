import { firstValueFrom } from 'rxjs'
import { describe, expect, test, vi } from 'vitest'
import { ANVIL_ACCOUNTS, freePort } from '../../support/anvil'
import { ANVIL_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { ANVIL_CHAIN_ID, anvilChain, useAnvil } from './useAnvil'

const FRESH_ADDRESS = '0x00000000000000000000000000000000c0ffee01'

/** Balance, block number and the block watch against a real anvil node. */
export function anvilReadsContract(factory: ChainReaderFactory): void {
  describe('reads against anvil', () => {
    const node = useAnvil()
    const reader = (overrides = {}) => factory([anvilChain(node.current, overrides)], ANVIL_OPTIONS)

    test('default', async () => {
      const { address } = ANVIL_ACCOUNTS[2]
      const expected = BigInt(await node.current.rpc<string>('eth_getBalance', [address, 'latest']))
      const balance = await reader().getBalance({ chainId: ANVIL_CHAIN_ID, address })
      expect(balance).toEqual({ value: expected, decimals: 18, symbol: 'ETH', formatted: '10000' })
    })

    test('parameters: the chain currency gives symbol and decimals', async () => {
      await node.current.rpc('anvil_setBalance', [FRESH_ADDRESS, '0x12d687'])
      const nativeCurrency = { name: 'Go', symbol: 'GO', decimals: 6 }
      const balance = await reader({ nativeCurrency }).getBalance({ chainId: ANVIL_CHAIN_ID, address: FRESH_ADDRESS })
      expect(balance).toEqual({ value: 1_234_567n, decimals: 6, symbol: 'GO', formatted: '1.234567' })
    })

    test('behavior: formatted is the exact decimal string of the value', async () => {
      await node.current.rpc('anvil_setBalance', [FRESH_ADDRESS, '0x14d1120d7b160000'])
      expect((await reader().getBalance({ chainId: ANVIL_CHAIN_ID, address: FRESH_ADDRESS })).formatted).toBe('1.5')
      await node.current.rpc('anvil_setBalance', [FRESH_ADDRESS, '0x0'])
      expect((await reader().getBalance({ chainId: ANVIL_CHAIN_ID, address: FRESH_ADDRESS })).formatted).toBe('0')
    })

    test('behavior: getBlockNumber follows the chain', async () => {
      const r = reader()
      const before = await r.getBlockNumber({ chainId: ANVIL_CHAIN_ID })
      expect(before).toBe(BigInt(await node.current.rpc<string>('eth_blockNumber')))
      await node.current.rpc('evm_mine')
      expect(await r.getBlockNumber({ chainId: ANVIL_CHAIN_ID })).toBe(before + 1n)
    })

    test('behavior: watchBlockNumber emits the current block, then each new one', async () => {
      const start = BigInt(await node.current.rpc<string>('eth_blockNumber'))
      const seen: bigint[] = []
      const subscription = reader()
        .watchBlockNumber({ chainId: ANVIL_CHAIN_ID, pollingInterval: 50 })
        .subscribe((n) => seen.push(n))
      try {
        await vi.waitFor(() => expect(seen).toEqual([start]), { timeout: 10_000, interval: 20 })
        await node.current.rpc('evm_mine')
        await vi.waitFor(() => expect(seen).toEqual([start, start + 1n]), { timeout: 10_000, interval: 20 })
        await node.current.rpc('evm_mine')
        await vi.waitFor(() => expect(seen).toEqual([start, start + 1n, start + 2n]), { timeout: 10_000, interval: 20 })
      } finally {
        subscription.unsubscribe()
      }
    })

    test('behavior: an unreachable first RPC URL falls back to the next', async () => {
      const refused = `http://127.0.0.1:${await freePort()}`
      const r = reader({ rpcUrls: [refused, node.current.url] })
      expect(await r.getBlockNumber({ chainId: ANVIL_CHAIN_ID })).toBe(
        BigInt(await node.current.rpc<string>('eth_blockNumber')),
      )
    })

    test('parameters: an unknown chain id is chain-not-configured', async () => {
      const r = reader()
      const address = ANVIL_ACCOUNTS[0].address
      const hash = `0x${'ab'.repeat(32)}` as const
      const notConfigured = { code: 'chain-not-configured', shortMessage: 'Chain “999” not configured.' }
      await expect(r.getBalance({ chainId: 999, address })).rejects.toMatchObject(notConfigured)
      await expect(r.getBlockNumber({ chainId: 999 })).rejects.toMatchObject(notConfigured)
      await expect(r.getTransactionReceipt({ chainId: 999, hash })).rejects.toMatchObject(notConfigured)
      await expect(r.waitForTransactionReceipt({ chainId: 999, hash })).rejects.toMatchObject(notConfigured)
      await expect(firstValueFrom(r.watchBlockNumber({ chainId: 999 }))).rejects.toMatchObject(notConfigured)
    })

    test('parameters: a malformed address is invalid-address and reaches no RPC', async () => {
      const r = reader({ rpcUrls: [`http://127.0.0.1:${await freePort()}`] })
      const bad = '0x1234' as `0x${string}`
      await expect(r.getBalance({ chainId: ANVIL_CHAIN_ID, address: bad })).rejects.toMatchObject({
        code: 'invalid-address',
        shortMessage: 'Invalid address',
      })
    })
  })
}
