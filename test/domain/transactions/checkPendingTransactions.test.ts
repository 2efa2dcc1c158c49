import { describe, expect, test } from 'vitest'
import { checkPendingTransactions } from '../../../src/domain/transactions/checkPendingTransactions'
import type { Receipt } from '../../../src/ports/chainReader'
import { FakeChainReader } from './fakeChainReader'
import { hashOf, pendingTx } from './txArbitraries'

describe('checkPendingTransactions', () => {
  test('default: no receipt yet -> nothing', async () => {
    const reader = new FakeChainReader()
    expect(await checkPendingTransactions(reader, 1, [pendingTx(1)])).toEqual([])
    expect(reader.receiptCalls).toBe(1)
  })

  test('behavior: success -> confirmed, reverted -> failed; finished ones are not looked up', async () => {
    const reader = new FakeChainReader()
    reader.mine(1, hashOf(1))
    reader.mine(1, hashOf(2), 'reverted')
    const log = [pendingTx(1), pendingTx(2), pendingTx(3, { status: 'confirmed' })]
    expect(await checkPendingTransactions(reader, 1, log)).toEqual([
      { hash: hashOf(1), status: 'confirmed' },
      { hash: hashOf(2), status: 'failed' },
    ])
    expect(reader.receiptCalls).toBe(2)
    expect(reader.blockNumberCalls).toBe(0)
  })

  test('parameters: confirmations counts the receipt block as the first', async () => {
    const reader = new FakeChainReader()
    reader.mine(1, hashOf(1))
    const log = [pendingTx(1, { confirmations: 3 })]
    reader.head += 1n
    expect(await checkPendingTransactions(reader, 1, log)).toEqual([])
    reader.head += 1n
    expect(await checkPendingTransactions(reader, 1, log)).toEqual([{ hash: hashOf(1), status: 'confirmed' }])
    expect(reader.blockNumberCalls).toBe(2)
  })

  test('behavior: a receipt of another chain does not count', async () => {
    const reader = new FakeChainReader()
    reader.mine(5, hashOf(1))
    expect(await checkPendingTransactions(reader, 1, [pendingTx(1)])).toEqual([])
  })

  test('behavior: RPC failures leave everything pending and never reject', async () => {
    const reader = new FakeChainReader()
    reader.mine(1, hashOf(1))
    reader.failing = true
    await expect(checkPendingTransactions(reader, 1, [pendingTx(1)])).resolves.toEqual([])
  })

  test('behavior: only an explicit success or reverted settles; any other status from a reader leaves it pending', async () => {
    const reader = new FakeChainReader()
    for (const status of [null, 'failed', 'pending', 0, 1]) {
      reader.mine(1, hashOf(1), status as unknown as Receipt['status'])
      expect(await checkPendingTransactions(reader, 1, [pendingTx(1)]), String(status)).toEqual([])
    }
    reader.mine(1, hashOf(1), 'reverted')
    expect(await checkPendingTransactions(reader, 1, [pendingTx(1)])).toEqual([{ hash: hashOf(1), status: 'failed' }])
  })
})
