import { describe, expect, test } from 'vitest'
import { ANVIL_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { ANVIL_CHAIN_ID, anvilChain, deployReverting, minedBlock, sendWei, useAnvil } from './useAnvil'

const chainId = ANVIL_CHAIN_ID
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Receipt look-up and waiting against a real anvil node, with a real pending state (automine off). */
export function anvilReceiptsContract(factory: ChainReaderFactory): void {
  describe('receipts against anvil', () => {
    const node = useAnvil()
    const reader = () => factory([anvilChain(node.current)], ANVIL_OPTIONS)

    test('default', async () => {
      const r = reader()
      await node.current.rpc('evm_setAutomine', [false])
      const hash = await sendWei(node.current)
      expect(await r.getTransactionReceipt({ chainId, hash })).toBeNull()
      await node.current.rpc('evm_mine')
      expect(await r.getTransactionReceipt({ chainId, hash })).toEqual({
        status: 'success',
        blockNumber: await minedBlock(node.current, hash),
      })
    })

    test('behavior: a reverted transaction has status reverted', async () => {
      const r = reader()
      const target = await deployReverting(node.current)
      // A fixed gas limit: estimation would refuse a call that reverts.
      const hash = await sendWei(node.current, { to: target, value: '0x0', gas: '0x186a0' })
      const expected = { status: 'reverted', blockNumber: await minedBlock(node.current, hash) }
      expect(await r.getTransactionReceipt({ chainId, hash })).toEqual(expected)
      expect(await r.waitForTransactionReceipt({ chainId, hash })).toEqual(expected)
    })

    test('behavior: waitForTransactionReceipt resolves once the transaction is mined', async () => {
      const r = reader()
      await node.current.rpc('evm_setAutomine', [false])
      const hash = await sendWei(node.current)
      const waiting = r.waitForTransactionReceipt({ chainId, hash })
      await node.current.rpc('evm_mine')
      expect(await waiting).toEqual({ status: 'success', blockNumber: await minedBlock(node.current, hash) })
    })

    test('parameters: confirmations: 2 resolves only after the second block', async () => {
      const r = reader()
      await node.current.rpc('evm_setAutomine', [false])
      const hash = await sendWei(node.current)
      let settled = false
      const waiting = r.waitForTransactionReceipt({ chainId, hash, confirmations: 2 }).finally(() => {
        settled = true
      })
      await node.current.rpc('evm_mine')
      const minedIn = await minedBlock(node.current, hash)
      // Ten polling intervals with the transaction one block deep: it must still be waiting.
      await sleep(10 * (ANVIL_OPTIONS.pollingInterval ?? 0))
      expect(settled).toBe(false)
      await node.current.rpc('evm_mine')
      expect(await waiting).toEqual({ status: 'success', blockNumber: minedIn })
    })

    test('behavior: a receipt that never arrives rejects with rpc-timeout after timeoutMs', async () => {
      const hash = `0x${'cd'.repeat(32)}` as const
      await expect(reader().waitForTransactionReceipt({ chainId, hash, timeoutMs: 300 })).rejects.toMatchObject({
        code: 'rpc-timeout',
        shortMessage: 'The transaction receipt did not arrive in time',
      })
    })

    test('behavior: an unknown transaction has no receipt', async () => {
      expect(await reader().getTransactionReceipt({ chainId, hash: `0x${'ef'.repeat(32)}` })).toBeNull()
    })

    test('parameters: a malformed hash or confirmations is rejected before any request', async () => {
      const r = reader()
      const bad = '0x1234' as `0x${string}`
      const good = `0x${'ab'.repeat(32)}` as const
      const invalidHash = { code: 'invalid-transaction-hash', shortMessage: 'Invalid transaction hash' }
      await expect(r.getTransactionReceipt({ chainId, hash: bad })).rejects.toMatchObject(invalidHash)
      await expect(r.waitForTransactionReceipt({ chainId, hash: bad })).rejects.toMatchObject(invalidHash)
      for (const confirmations of [0, -1, 1.5]) {
        await expect(r.waitForTransactionReceipt({ chainId, hash: good, confirmations })).rejects.toMatchObject({
          code: 'invalid-transaction-confirmations',
          shortMessage: 'Transaction confirmations must be a positive integer',
        })
      }
    })
  })
}
