import { firstValueFrom, of, take, toArray } from 'rxjs'
import { describe, expect, test } from 'vitest'
import { lazyChainReader } from '../../src/app/lazyChainReader'
import type { ChainReader } from '../../src/ports/chainReader'
import { FakeChainReader } from '../domain/transactions/fakeChainReader'

const HASH = `0x${'ab'.repeat(32)}` as const
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('lazyChainReader', () => {
  test('default: nothing is loaded until the first call; every call goes to the loaded reader', async () => {
    const real = new FakeChainReader()
    real.mine(1, HASH)
    let loads = 0
    const reader = lazyChainReader(async () => {
      loads += 1
      return real
    })
    expect(loads).toBe(0)
    expect(await reader.getTransactionReceipt({ chainId: 1, hash: HASH })).toEqual({
      status: 'success',
      blockNumber: 100n,
    })
    expect(await reader.getBlockNumber({ chainId: 1 })).toBe(100n)
    expect(await reader.getEnsAddress({ name: 'x.eth' })).toBeNull()
    // One load per call: memoising the loader is the container's job (ChainReaderLoader).
    expect(loads).toBe(3)
  })

  test('behavior: the transaction, nonce and block look-ups go to the loaded reader with their arguments', async () => {
    const transaction = { hash: HASH, from: ADDRESS, nonce: 3, to: null, value: 0n, input: '0x' } as const
    const seen: unknown[] = []
    const real = {
      getTransaction: async (args: unknown) => (seen.push(args), transaction),
      getTransactionCount: async (args: unknown) => (seen.push(args), 4),
      getBlockTransactions: async (args: unknown) => (seen.push(args), [transaction]),
    } as unknown as ChainReader
    const reader = lazyChainReader(async () => real)
    expect(await reader.getTransaction({ chainId: 1, hash: HASH })).toEqual(transaction)
    expect(await reader.getTransactionCount({ chainId: 1, address: ADDRESS, blockNumber: 9n })).toBe(4)
    expect(await reader.getBlockTransactions({ chainId: 1, blockNumber: 9n })).toEqual([transaction])
    expect(seen).toEqual([
      { chainId: 1, hash: HASH },
      { chainId: 1, address: ADDRESS, blockNumber: 9n },
      { chainId: 1, blockNumber: 9n },
    ])
  })

  test("behavior: watchBlockNumber loads on subscription and streams the loaded reader's blocks", async () => {
    const real = { watchBlockNumber: () => of(7n, 8n) } as unknown as ChainReader
    let loads = 0
    const blocks$ = lazyChainReader(async () => (loads++, real)).watchBlockNumber({ chainId: 1 })
    expect(loads).toBe(0)
    expect(await firstValueFrom(blocks$.pipe(take(2), toArray()))).toEqual([7n, 8n])
  })

  test('behavior: a failed load rejects the call (the next call may try again)', async () => {
    const reader = lazyChainReader(async () => {
      throw new Error('chunk failed')
    })
    await expect(
      reader.getBalance({ chainId: 1, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ).rejects.toThrow('chunk failed')
  })
})
