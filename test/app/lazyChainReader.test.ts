import { firstValueFrom, of, take, toArray } from 'rxjs'
import { describe, expect, test } from 'vitest'
import { lazyChainReader } from '../../src/app/lazyChainReader'
import { MemoryChainReader } from '../support/memoryChainReader'

const HASH = `0x${'ab'.repeat(32)}` as const
const LATER = `0x${'cd'.repeat(32)}` as const
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('lazyChainReader', () => {
  test('default: nothing is loaded until the first call; every call goes to the loaded reader', async () => {
    const real = new MemoryChainReader()
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
    const real = new MemoryChainReader()
    real.head = 12n
    const transaction = real.send(1, { hash: HASH, from: ADDRESS, nonce: 3, to: null, value: 0n })
    real.mine(1, HASH, 'success', 9n)
    real.send(1, { hash: LATER, from: ADDRESS, nonce: 4 })
    real.mine(1, LATER, 'success', 12n)
    const reader = lazyChainReader(async () => real)
    expect(await reader.getTransaction({ chainId: 1, hash: HASH })).toEqual(transaction)
    expect(await reader.getTransaction({ chainId: 5, hash: HASH })).toBeNull()
    expect(await reader.getTransactionCount({ chainId: 1, address: ADDRESS, blockNumber: 9n })).toBe(4)
    expect(await reader.getTransactionCount({ chainId: 1, address: ADDRESS })).toBe(5)
    expect(await reader.getBlockTransactions({ chainId: 1, blockNumber: 9n })).toEqual([transaction])
  })

  test("behavior: watchBlockNumber loads on subscription and streams the loaded reader's blocks", async () => {
    const real = Object.assign(new MemoryChainReader(), { watchBlockNumber: () => of(7n, 8n) })
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
