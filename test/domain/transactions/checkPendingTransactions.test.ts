import { describe, expect, test } from 'vitest'
import { checkPendingTransactions } from '../../../src/domain/transactions/checkPendingTransactions'
import { NONCE_SEARCH_WINDOWS } from '../../../src/domain/transactions/findNonceUse'
import type { SentIntent } from '../../../src/domain/transactions/transaction'
import type { Receipt } from '../../../src/ports/chainReader'
import { CREATOR, MemoryChainReader, SENDER } from '../../support/memoryChainReader'
import { hashOf, pendingTx } from './txArbitraries'

describe('checkPendingTransactions', () => {
  test('default: no receipt yet -> nothing', async () => {
    const reader = new MemoryChainReader()
    expect(await checkPendingTransactions(reader, 1, [pendingTx(1)], SENDER)).toEqual([])
    expect(reader.receiptCalls).toBe(1)
  })

  test('behavior: success -> confirmed, reverted -> failed; finished ones are not looked up', async () => {
    const reader = new MemoryChainReader()
    reader.mine(1, hashOf(1))
    reader.mine(1, hashOf(2), 'reverted')
    const log = [pendingTx(1), pendingTx(2), pendingTx(3, { status: 'confirmed' })]
    expect(await checkPendingTransactions(reader, 1, log, SENDER)).toEqual([
      { hash: hashOf(1), status: 'confirmed' },
      { hash: hashOf(2), status: 'failed' },
    ])
    expect(reader.receiptCalls).toBe(2)
    expect(reader.blockNumberCalls).toBe(0)
  })

  test('parameters: confirmations counts the receipt block as the first', async () => {
    const reader = new MemoryChainReader()
    reader.mine(1, hashOf(1))
    const log = [pendingTx(1, { confirmations: 3 })]
    reader.head += 1n
    expect(await checkPendingTransactions(reader, 1, log, SENDER)).toEqual([])
    reader.head += 1n
    expect(await checkPendingTransactions(reader, 1, log, SENDER)).toEqual([{ hash: hashOf(1), status: 'confirmed' }])
    expect(reader.blockNumberCalls).toBe(2)
  })

  test('behavior: a receipt of another chain does not count', async () => {
    const reader = new MemoryChainReader()
    reader.mine(5, hashOf(1))
    expect(await checkPendingTransactions(reader, 1, [pendingTx(1)], SENDER)).toEqual([])
  })

  test('behavior: RPC failures leave everything pending and never reject', async () => {
    const reader = new MemoryChainReader()
    reader.mine(1, hashOf(1))
    reader.failing = true
    await expect(checkPendingTransactions(reader, 1, [pendingTx(1)], SENDER)).resolves.toEqual([])
  })

  test('behavior: a reader that throws at once instead of rejecting leaves everything pending and never rejects', async () => {
    const reader = new MemoryChainReader()
    reader.mine(1, hashOf(2))
    reader.getTransaction = () => {
      throw new TypeError('not a function')
    }
    await expect(checkPendingTransactions(reader, 1, [pendingTx(1), pendingTx(2)], SENDER)).resolves.toEqual([
      { hash: hashOf(2), status: 'confirmed' },
    ])
  })

  test('behavior: only an explicit success or reverted settles; any other status from a reader leaves it pending', async () => {
    const reader = new MemoryChainReader()
    for (const status of [null, 'failed', 'pending', 0, 1]) {
      reader.mine(1, hashOf(1), status as unknown as Receipt['status'])
      expect(await checkPendingTransactions(reader, 1, [pendingTx(1)], SENDER), String(status)).toEqual([])
    }
    reader.mine(1, hashOf(1), 'reverted')
    expect(await checkPendingTransactions(reader, 1, [pendingTx(1)], SENDER)).toEqual([
      { hash: hashOf(1), status: 'failed' },
    ])
  })

  describe('replaced in the wallet (same nonce, another transaction mined)', () => {
    const SENT: SentIntent = { nonce: 7, to: CREATOR, value: '1', input: '0x' }

    test('behavior: a pending transaction the node knows is followed by its nonce and intent; an unknown one is not', async () => {
      const reader = new MemoryChainReader()
      reader.send(1, { hash: hashOf(1), nonce: 7 })
      expect(await checkPendingTransactions(reader, 1, [pendingTx(1), pendingTx(2)], SENDER)).toEqual([
        { hash: hashOf(1), sent: SENT },
      ])
      expect(reader.countCalls).toBe(0) // nothing followed yet: no nonce count read
    })

    test('behavior: the receipts, the unfollowed transactions and the count are asked at once (one batched round trip)', async () => {
      const reader = new MemoryChainReader()
      const started: string[] = []
      let release = () => undefined as void
      const gate = new Promise<void>((resolve) => (release = resolve))
      for (const method of ['getTransactionReceipt', 'getTransaction', 'getTransactionCount'] as const) {
        const original = reader[method].bind(reader) as (args: never) => Promise<unknown>
        Object.assign(reader, { [method]: async (args: never) => (started.push(method), await gate, original(args)) })
      }
      const check = checkPendingTransactions(reader, 1, [pendingTx(1), pendingTx(2, { sent: SENT })], SENDER)
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(started.sort()).toEqual([
        'getTransaction',
        'getTransactionCount',
        'getTransactionReceipt',
        'getTransactionReceipt',
      ])
      release()
      await check
    })

    test("behavior: another sender's transaction under the hash, or a node answering with another transaction, is not followed", async () => {
      const reader = new MemoryChainReader()
      reader.send(1, { hash: hashOf(1), nonce: 7, from: CREATOR })
      expect(await checkPendingTransactions(reader, 1, [pendingTx(1)], SENDER)).toEqual([])
      const other = reader.send(1, { hash: hashOf(2), nonce: 3 })
      reader.getTransaction = async () => other
      expect(await checkPendingTransactions(reader, 1, [pendingTx(1)], SENDER)).toEqual([])
    })

    test('default: still pending, nonce not used yet -> nothing, and one count read beside the receipts', async () => {
      const reader = new MemoryChainReader()
      reader.send(1, { hash: hashOf(1), nonce: 0 })
      expect(
        await checkPendingTransactions(reader, 1, [pendingTx(1, { sent: { ...SENT, nonce: 0 } })], SENDER),
      ).toEqual([])
      expect([reader.receiptCalls, reader.countCalls, reader.blockCalls]).toEqual([1, 1, 0])
    })

    test('behavior: sped up (same transfer, more gas, mined under a new hash) -> followed under the new hash', async () => {
      const reader = new MemoryChainReader()
      reader.head = 1000n
      for (let nonce = 0; nonce < 7; nonce++) {
        reader.send(1, { hash: hashOf(100 + nonce), nonce })
        reader.mine(1, hashOf(100 + nonce))
      }
      reader.head += 40n
      reader.send(1, { hash: hashOf(2), nonce: 7 })
      reader.mine(1, hashOf(2))
      reader.head += 3n
      const outcomes = await checkPendingTransactions(reader, 1, [pendingTx(1, { sent: SENT })], SENDER)
      expect(outcomes).toEqual([{ hash: hashOf(1), replacedBy: hashOf(2), sent: SENT }])
      // Head count, the window's floor, a binary search of the window, one block read.
      expect(reader.countCalls).toBeLessThanOrEqual(2 + 7)
      expect(reader.blockCalls).toBe(1)
    })

    test('behavior: cancelled (0 to oneself with the nonce) or replaced by any other transaction -> failed', async () => {
      for (const other of [{ to: SENDER, value: 0n }, { value: 2n }, { input: '0x12' as const }, { to: null }]) {
        const reader = new MemoryChainReader()
        reader.send(1, { hash: hashOf(2), nonce: 7, ...other })
        reader.mine(1, hashOf(2))
        const outcomes = await checkPendingTransactions(reader, 1, [pendingTx(1, { sent: SENT })], SENDER)
        expect(
          outcomes,
          JSON.stringify(other, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
        ).toEqual([{ hash: hashOf(1), status: 'failed' }])
      }
    })

    test('behavior: a cancel fails the original only once as deep as its confirmations (a reorg may still mine it)', async () => {
      const reader = new MemoryChainReader()
      reader.send(1, { hash: hashOf(2), nonce: 7, to: SENDER, value: 0n })
      reader.mine(1, hashOf(2))
      const log = [pendingTx(1, { sent: SENT, confirmations: 3 })]
      reader.head += 1n
      expect(await checkPendingTransactions(reader, 1, log, SENDER)).toEqual([])
      reader.head += 1n
      expect(await checkPendingTransactions(reader, 1, log, SENDER)).toEqual([{ hash: hashOf(1), status: 'failed' }])
    })

    test('behavior: the nonce taken before the widest window -> failed, without a block read', async () => {
      const reader = new MemoryChainReader()
      reader.send(1, { hash: hashOf(2), nonce: 7 })
      reader.mine(1, hashOf(2))
      reader.head += NONCE_SEARCH_WINDOWS[NONCE_SEARCH_WINDOWS.length - 1]! + 1n
      expect(await checkPendingTransactions(reader, 1, [pendingTx(1, { sent: SENT })], SENDER)).toEqual([
        { hash: hashOf(1), status: 'failed' },
      ])
      expect(reader.blockCalls).toBe(0)
    })

    test('behavior: never failed while the node still knows the original (its receipts lag, or a fork): pending', async () => {
      for (const age of [0n, NONCE_SEARCH_WINDOWS[NONCE_SEARCH_WINDOWS.length - 1]! + 1n]) {
        const reader = new MemoryChainReader()
        reader.send(1, { hash: hashOf(1), nonce: 7 }) // still known to the node
        reader.send(1, { hash: hashOf(2), nonce: 7, to: SENDER, value: 0n })
        reader.mine(1, hashOf(2))
        reader.head += age
        expect(await checkPendingTransactions(reader, 1, [pendingTx(1, { sent: SENT })], SENDER), `${age}`).toEqual([])
      }
    })

    test('behavior: mined itself between the receipt and the count -> nothing now (the next receipt settles it)', async () => {
      const reader = new MemoryChainReader()
      reader.send(1, { hash: hashOf(1), nonce: 7 })
      reader.mine(1, hashOf(1))
      const receipt = reader.getTransactionReceipt.bind(reader)
      reader.getTransactionReceipt = async (args) => (args.hash === hashOf(1) ? null : receipt(args))
      expect(await checkPendingTransactions(reader, 1, [pendingTx(1, { sent: SENT })], SENDER)).toEqual([])
    })

    test('behavior: a node that counts the nonce as used but has no such transaction in the block -> pending, tried again', async () => {
      const reader = new MemoryChainReader()
      reader.send(1, { hash: hashOf(2), nonce: 7, from: SENDER })
      reader.mine(1, hashOf(2))
      reader.getBlockTransactions = async () => []
      expect(await checkPendingTransactions(reader, 1, [pendingTx(1, { sent: SENT })], SENDER)).toEqual([])
    })

    test('behavior: a failing count or search leaves it pending and never rejects', async () => {
      const reader = new MemoryChainReader()
      reader.send(1, { hash: hashOf(2), nonce: 7 })
      reader.mine(1, hashOf(2))
      reader.getTransactionCount = async () => {
        throw new Error('boom')
      }
      await expect(checkPendingTransactions(reader, 1, [pendingTx(1, { sent: SENT })], SENDER)).resolves.toEqual([])
    })
  })
})
