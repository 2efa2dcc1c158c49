import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TransactionService } from '../../../src/domain/transactions/transactionService'
import { transactionStorageKey } from '../../../src/domain/transactions/transactionStorageKey'
import { MemoryKeyValueStore } from '../../support/memoryKeyValueStore'
import { ALICE, BOB } from '../connection/testChains'
import { CREATOR, MemoryChainReader } from '../../support/memoryChainReader'
import { hashOf, pendingTx } from './txArbitraries'

const KEY = transactionStorageKey(ALICE, 1)

function setup(options: { notifyOwnWrites?: boolean; store?: MemoryKeyValueStore; reader?: MemoryChainReader } = {}) {
  const store = options.store ?? new MemoryKeyValueStore({ notifyOwnWrites: options.notifyOwnWrites })
  const reader = options.reader ?? new MemoryChainReader()
  const service = new TransactionService({ store, reader, clock: { now: () => 1_000 } })
  return { store, reader, service }
}

const statuses = (service: TransactionService, address = ALICE, chainId = 1) =>
  service.getTransactions(address, chainId).map((tx) => tx.status)

describe('TransactionService', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('default: nothing stored, and no RPC call at all while nothing is pending', async () => {
    const { service, reader } = setup()
    service.resume(ALICE, 1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(service.getTransactions(ALICE, 1)).toEqual([])
    expect(reader.receiptCalls).toBe(0)
    service.dispose()
  })

  test('behavior: an added transaction is stored as pending and confirmed when its receipt arrives', async () => {
    const { service, reader, store } = setup()
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Mint' })
    expect(service.getTransactions(ALICE, 1)).toEqual([
      { hash: hashOf(1), description: 'Mint', status: 'pending', addedAt: 1_000 },
    ])
    expect(service.hasPendingTransactions(ALICE, 1)).toBe(true)
    expect(store.get(KEY)).toEqual(service.getTransactions(ALICE, 1))
    await vi.advanceTimersByTimeAsync(4_000)
    expect(statuses(service)).toEqual(['pending'])
    reader.mine(1, hashOf(1))
    await vi.advanceTimersByTimeAsync(4_000)
    expect(statuses(service)).toEqual(['confirmed'])
    expect(service.hasPendingTransactions(ALICE, 1)).toBe(false)
    expect(store.get(KEY)).toEqual(service.getTransactions(ALICE, 1))
    service.dispose()
  })

  test('behavior: sped up in the wallet, the entry follows the replacement and confirms; cancelled, it fails', async () => {
    for (const [replacement, expected] of [
      [{}, 'confirmed'],
      [{ to: ALICE, value: 0n }, 'failed'],
    ] as const) {
      const { service, reader, store } = setup()
      reader.send(1, { hash: hashOf(1), nonce: 0, from: ALICE })
      service.add(ALICE, 1, { hash: hashOf(1), description: 'Support' })
      await vi.advanceTimersByTimeAsync(0)
      expect(service.getTransactions(ALICE, 1)[0]?.sent?.nonce).toBe(0)
      // The wallet replaces it: the node forgets the original and mines the replacement with the same nonce.
      reader.drop(hashOf(1))
      reader.send(1, { hash: hashOf(2), nonce: 0, from: ALICE, ...replacement })
      reader.mine(1, hashOf(2))
      // One poll: the replacement is found and, being mined, settled at once.
      await vi.advanceTimersByTimeAsync(4_000)
      const [tx] = service.getTransactions(ALICE, 1)
      expect([tx?.hash, tx?.status, tx?.description]).toEqual([
        expected === 'confirmed' ? hashOf(2) : hashOf(1),
        expected,
        'Support',
      ])
      expect(store.get(KEY)).toEqual(service.getTransactions(ALICE, 1))
      expect(vi.getTimerCount()).toBe(0) // nothing pending: the poll stopped
      service.dispose()
    }
  })

  test('behavior: a replacement found re-polls once at once, not again and again (nodes that answer two forks in turn)', async () => {
    const { service, reader } = setup()
    reader.send(1, { hash: hashOf(1), nonce: 0, from: ALICE })
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Support' })
    await vi.advanceTimersByTimeAsync(0)
    // Sped up twice (hashes 2 and 3, the same transfer); the node shows one, then the other, in the nonce's block and
    // has no receipt for either: every poll finds a new replacement.
    reader.drop(hashOf(1))
    reader.send(1, { hash: hashOf(2), nonce: 0, from: ALICE })
    reader.mine(1, hashOf(2))
    reader.getTransactionReceipt = async () => null
    const forks = [hashOf(2), hashOf(3)]
    reader.getBlockTransactions = async () => {
      reader.blockCalls += 1
      // A bound for the test only: without one, a poll that recurses never yields to the timers.
      if (reader.blockCalls > 20) throw new Error('still searching')
      return [
        { hash: forks[reader.blockCalls % 2] ?? hashOf(2), from: ALICE, nonce: 0, to: CREATOR, value: 1n, input: '0x' },
      ]
    }
    await vi.advanceTimersByTimeAsync(4_000)
    expect(reader.blockCalls).toBe(2)
    service.dispose()
  })

  test('behavior: polls every pollingInterval ms only while something is pending', async () => {
    const { service, reader } = setup()
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Mint' })
    await vi.advanceTimersByTimeAsync(0)
    const first = reader.receiptCalls
    await vi.advanceTimersByTimeAsync(3_999)
    expect(reader.receiptCalls).toBe(first)
    await vi.advanceTimersByTimeAsync(1)
    expect(reader.receiptCalls).toBe(first + 1)
    reader.mine(1, hashOf(1), 'reverted')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(statuses(service)).toEqual(['failed'])
    const settled = reader.receiptCalls
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reader.receiptCalls).toBe(settled)
    expect(vi.getTimerCount()).toBe(0)
    service.dispose()
  })

  test('parameters: confirmations wait for enough blocks', async () => {
    const { service, reader } = setup()
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Bridge', confirmations: 3 })
    reader.mine(1, hashOf(1))
    await vi.advanceTimersByTimeAsync(4_000)
    expect(statuses(service)).toEqual(['pending'])
    reader.head += 2n
    await vi.advanceTimersByTimeAsync(4_000)
    expect(statuses(service)).toEqual(['confirmed'])
    service.dispose()
  })

  test('behavior: RPC errors keep the transaction pending and polling goes on', async () => {
    const { service, reader } = setup()
    reader.failing = true
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Mint' })
    reader.mine(1, hashOf(1))
    await vi.advanceTimersByTimeAsync(12_000)
    expect(statuses(service)).toEqual(['pending'])
    const calls = reader.receiptCalls
    reader.failing = false
    await vi.advanceTimersByTimeAsync(4_000)
    expect(reader.receiptCalls).toBeGreaterThan(calls)
    expect(statuses(service)).toEqual(['confirmed'])
    service.dispose()
  })

  test('behavior: a hanging RPC call does not stop the polling', async () => {
    const { service, reader } = setup()
    reader.hanging = true
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Mint' })
    await vi.advanceTimersByTimeAsync(10_000)
    reader.hanging = false
    reader.mine(1, hashOf(1))
    await vi.advanceTimersByTimeAsync(40_000)
    expect(statuses(service)).toEqual(['confirmed'])
    service.dispose()
  })

  test('behavior: validation errors are thrown with their messages and nothing is stored', () => {
    const { service, store } = setup()
    expect(() => service.add(ALICE, 1, { hash: '0x1', description: 'x' })).toThrowError('Invalid transaction hash')
    expect(() => service.add(ALICE, 1, { hash: hashOf(1), description: 1 as never })).toThrowError(
      'Transaction must have a description',
    )
    expect(() => service.add(ALICE, 1, { hash: hashOf(1), description: 'x', confirmations: 0 })).toThrowError(
      'Transaction confirmations must be a positive integer',
    )
    expect(store.keys()).toEqual([])
  })

  test('behavior: clear empties the log and storage; without address or chain it throws', async () => {
    const { service, store, reader } = setup()
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Mint' })
    service.clear(ALICE, 1)
    expect(service.getTransactions(ALICE, 1)).toEqual([])
    expect(store.get(KEY)).toBeUndefined()
    const calls = reader.receiptCalls
    await vi.advanceTimersByTimeAsync(20_000)
    expect(reader.receiptCalls).toBe(calls)
    expect(() => service.clear(undefined, 1)).toThrowError('No address or chain ID found')
    expect(() => service.clear(ALICE, undefined)).toThrowError(expect.objectContaining({ code: 'no-address-or-chain' }))
  })

  test('behavior: logs are per account and per chain', () => {
    const { service } = setup()
    service.add(ALICE, 1, { hash: hashOf(1), description: 'a' })
    service.add(BOB, 1, { hash: hashOf(2), description: 'b' })
    service.add(ALICE, 5, { hash: hashOf(3), description: 'c' })
    expect(service.getTransactions(ALICE.toLowerCase() as `0x${string}`, 1).map((tx) => tx.description)).toEqual(['a'])
    expect(service.getTransactions(BOB, 1).map((tx) => tx.description)).toEqual(['b'])
    expect(service.getTransactions(ALICE, 5).map((tx) => tx.description)).toEqual(['c'])
    service.dispose()
  })

  test('behavior: after a reload, resume watches what is still pending', async () => {
    const store = new MemoryKeyValueStore()
    const before = setup({ store })
    before.service.add(ALICE, 1, { hash: hashOf(1), description: 'Mint' })
    before.service.dispose()
    const after = setup({ store })
    expect(after.service.getTransactions(ALICE, 1)).toEqual([])
    after.reader.mine(1, hashOf(1))
    after.service.resume(ALICE, 1)
    expect(statuses(after.service)).toEqual(['pending'])
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses(after.service)).toEqual(['confirmed'])
    after.service.dispose()
  })

  test('behavior: another tab: its writes are read, and a write here keeps them', async () => {
    const { service, store, reader } = setup()
    service.resume(ALICE, 1)
    store.changeFromOtherTab(KEY, [pendingTx(7)])
    expect(service.getTransactions(ALICE, 1)).toEqual([pendingTx(7)])
    store.plant(KEY, [pendingTx(8), pendingTx(7)])
    service.add(ALICE, 1, { hash: hashOf(1), description: 'here' })
    expect(service.getTransactions(ALICE, 1).map((tx) => tx.hash)).toEqual([hashOf(1), hashOf(8), hashOf(7)])
    reader.mine(1, hashOf(8))
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses(service)).toEqual(['pending', 'confirmed', 'pending'])
    store.changeFromOtherTab(KEY, undefined)
    expect(service.getTransactions(ALICE, 1)).toEqual([])
    const calls = reader.receiptCalls
    await vi.advanceTimersByTimeAsync(20_000)
    expect(reader.receiptCalls).toBe(calls)
  })

  test('behavior: a store that reports its own writes causes no extra emission', () => {
    const { service } = setup({ notifyOwnWrites: true })
    service.resume(ALICE, 1)
    let emissions = 0
    service.subscribe(() => emissions++)
    emissions = 0
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Mint' })
    expect(emissions).toBe(1)
    service.clear(ALICE, 1)
    expect(emissions).toBe(2)
    service.dispose()
  })

  test('behavior: a full store keeps the log in memory', () => {
    const { service, store } = setup()
    store.failWrites = true
    service.add(ALICE, 1, { hash: hashOf(1), description: 'a' })
    service.add(ALICE, 1, { hash: hashOf(2), description: 'b' })
    expect(service.getTransactions(ALICE, 1).map((tx) => tx.description)).toEqual(['b', 'a'])
    service.dispose()
  })

  test('behavior: corrupt storage reads as empty', () => {
    const { service, store } = setup()
    store.plant(KEY, '{not json')
    service.resume(ALICE, 1)
    expect(service.getTransactions(ALICE, 1)).toEqual([])
  })
})

describe('TransactionService.select', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('default: one Readable per account and chain; empty without them', () => {
    const { service } = setup()
    expect(service.select(ALICE, 1)).toBe(service.select(ALICE.toLowerCase() as `0x${string}`, 1))
    expect(service.select(undefined, 1).getSnapshot()).toEqual([])
    expect(service.select(ALICE, undefined).getSnapshot()).toEqual([])
  })

  test('behavior: subscribing loads the stored log; listeners hear only about their log', async () => {
    const { service, store, reader } = setup()
    store.plant(KEY, [pendingTx(1)])
    const log = service.select(ALICE, 1)
    let alice = 0
    let bob = 0
    const stopAlice = log.subscribe(() => alice++)
    service.select(BOB, 1).subscribe(() => bob++)
    expect(log.getSnapshot()).toEqual([pendingTx(1)])
    const snapshot = log.getSnapshot()
    service.add(BOB, 1, { hash: hashOf(2), description: 'bob' })
    expect(log.getSnapshot()).toBe(snapshot)
    expect([alice, bob]).toEqual([0, 1])
    reader.mine(1, hashOf(1))
    await vi.advanceTimersByTimeAsync(0)
    expect(alice).toBe(1)
    stopAlice()
    service.add(ALICE, 1, { hash: hashOf(3), description: 'again' })
    expect(alice).toBe(1)
    service.dispose()
  })

  test('behavior: the last view leaving stops the polling; showing the account again resumes it', async () => {
    const { service, reader } = setup()
    const hide = service.select(ALICE, 1).subscribe(() => undefined)
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Mint' })
    await vi.advanceTimersByTimeAsync(4_000)
    expect(reader.receiptCalls).toBe(2)
    hide()
    reader.mine(1, hashOf(1))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reader.receiptCalls).toBe(2)
    expect(vi.getTimerCount()).toBe(0)
    expect(statuses(service)).toEqual(['pending'])
    service.select(ALICE, 1).subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses(service)).toEqual(['confirmed'])
    service.dispose()
  })

  test('behavior: an account or chain change polls only what is shown now', async () => {
    const { service, reader, store } = setup()
    store.plant(KEY, [pendingTx(1)])
    store.plant(transactionStorageKey(BOB, 1), [pendingTx(2)])
    const hideAlice = service.select(ALICE, 1).subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    hideAlice()
    service.select(BOB, 1).subscribe(() => undefined)
    reader.mine(1, hashOf(1))
    reader.mine(1, hashOf(2))
    await vi.advanceTimersByTimeAsync(4_000)
    expect(service.getTransactions(BOB, 1).map((tx) => tx.status)).toEqual(['confirmed'])
    expect(statuses(service)).toEqual(['pending'])
    expect(reader.receiptCalls).toBe(2)
    service.dispose()
  })

  test('behavior: polling goes on while a view is left; unsubscribing one view twice changes nothing', async () => {
    const { service, reader } = setup()
    const log = service.select(ALICE, 1)
    const hideModal = log.subscribe(() => undefined)
    log.subscribe(() => undefined)
    service.add(ALICE, 1, { hash: hashOf(1), description: 'Mint' })
    hideModal()
    hideModal()
    reader.mine(1, hashOf(1))
    await vi.advanceTimersByTimeAsync(4_000)
    expect(statuses(service)).toEqual(['confirmed'])
    service.dispose()
  })

  test("behavior: another tab's pending transaction is polled only while this tab shows that account", async () => {
    const { service, store, reader } = setup()
    const hide = service.select(ALICE, 1).subscribe(() => undefined)
    hide()
    store.changeFromOtherTab(KEY, [pendingTx(7)])
    expect(service.getTransactions(ALICE, 1)).toEqual([pendingTx(7)])
    await vi.advanceTimersByTimeAsync(20_000)
    expect(reader.receiptCalls).toBe(0)
    service.select(ALICE, 1).subscribe(() => undefined)
    store.changeFromOtherTab(KEY, [pendingTx(8), pendingTx(7)])
    await vi.advanceTimersByTimeAsync(0)
    expect(reader.receiptCalls).toBe(2)
    service.dispose()
  })
})
