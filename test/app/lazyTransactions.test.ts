import { afterEach, describe, expect, test } from 'vitest'
import { MemoryStore } from '../support/memoryStore'
import { lazyTransactions } from '../../src/app/lazyTransactions'
import { memoizeUntilFailure } from '../../src/domain/shared/memoizeUntilFailure'
import type { Address, Hash } from '../../src/domain/shared/hex'
import { TransactionService } from '../../src/domain/transactions/transactionService'
import { MemoryChainReader } from '../support/memoryChainReader'

const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const HASH: Hash = `0x${'ab'.repeat(32)}`
const KEY = `tx.${ADDRESS.toLowerCase()}.1`

const services: TransactionService[] = []
afterEach(() => services.splice(0).forEach((s) => s.dispose()))

/** The facade over a real TransactionService (memory store, fake chain) whose "code" loads when `load` is called. */
function setup({ failing = false } = {}) {
  const store = new MemoryStore({ logger: { warn: () => {} } })
  const reader = new MemoryChainReader()
  let loads = 0
  const load = memoizeUntilFailure(async () => {
    loads += 1
    if (failing) throw new Error('chunk failed')
    const service = new TransactionService({ store, reader, pollingInterval: 10 })
    services.push(service)
    return service
  })
  return { store, reader, transactions: lazyTransactions(load), loads: () => loads }
}

const stored = (status: 'pending' | 'confirmed', description = 'Support a creator') => ({
  hash: HASH,
  description,
  status,
  addedAt: 1,
})

describe('lazyTransactions', () => {
  test('default: nothing loads until a log is watched; then the stored log shows and the listener hears of it', async () => {
    const { store, transactions, loads } = setup()
    store.set(KEY, [stored('confirmed')])
    const log = transactions.select(ADDRESS, 1)
    expect(log.getSnapshot()).toEqual([])
    expect(loads()).toBe(0)
    let heard = 0
    const stop = log.subscribe(() => heard++)
    await expect.poll(() => log.getSnapshot()).toEqual([stored('confirmed')])
    expect(heard).toBeGreaterThan(0)
    expect(loads()).toBe(1)
    expect(transactions.select(ADDRESS, 1)).toBe(log)
    stop()
  })

  test('behavior: a pending transaction stored before a reload is watched until its receipt (the avatar ring)', async () => {
    const { store, reader, transactions } = setup()
    store.set(KEY, [stored('pending')])
    const log = transactions.select(ADDRESS, 1)
    const stop = log.subscribe(() => undefined)
    await expect.poll(() => log.getSnapshot()[0]?.status).toBe('pending')
    reader.mine(1, HASH)
    await expect.poll(() => log.getSnapshot()[0]?.status).toBe('confirmed')
    stop()
  })

  test('behavior: add and clear before the load run once it is done; their validation errors are thrown at once (product rules: "Transaction validation")', async () => {
    const { store, transactions, loads } = setup()
    expect(() => transactions.add(ADDRESS, 1, { hash: '0x12' as Hash, description: 'x' })).toThrow(
      'Invalid transaction hash',
    )
    expect(() => transactions.add(ADDRESS, 1, { hash: HASH, description: 'x', confirmations: 0 })).toThrow(
      'Transaction confirmations must be a positive integer',
    )
    expect(() => transactions.clear(undefined, 1)).toThrow('No address or chain ID found')
    expect(() => transactions.add(undefined as unknown as Address, 1, { hash: HASH, description: 'x' })).toThrow(
      'No address or chain ID found',
    )
    expect(loads()).toBe(0)
    transactions.add(ADDRESS, 1, { hash: HASH, description: 'Support a creator' })
    await expect
      .poll(() => (store.get(KEY) as Array<{ description: string }> | undefined)?.map((tx) => tx.description))
      .toEqual(['Support a creator'])
    transactions.clear(ADDRESS, 1)
    await expect.poll(() => store.get(KEY)).toBeUndefined()
  })

  test('behavior: once loaded, calls go straight to the service (errors included)', async () => {
    const { transactions } = setup()
    const log = transactions.select(ADDRESS, 1)
    const stop = log.subscribe(() => undefined)
    transactions.add(ADDRESS, 1, { hash: HASH, description: 'Support a creator' })
    await expect.poll(() => log.getSnapshot().length).toBe(1)
    expect(() => transactions.add(ADDRESS, 1, { hash: '0x12' as Hash, description: 'x' })).toThrow(
      'Invalid transaction hash',
    )
    transactions.clear(ADDRESS, 1)
    expect(log.getSnapshot()).toEqual([])
    stop()
  })

  test('parameters: without address or chain the log is always empty and loads nothing', () => {
    const { transactions, loads } = setup()
    const none = transactions.select(undefined, 1)
    expect(none.getSnapshot()).toEqual([])
    none.subscribe(() => undefined)()
    expect(transactions.select(ADDRESS, undefined).getSnapshot()).toEqual([])
    expect(loads()).toBe(0)
  })

  test('behavior: prefetch loads the service once; a log watched afterwards shows the stored log as it subscribes', async () => {
    const { store, transactions, loads } = setup()
    store.set(KEY, [stored('confirmed')])
    await transactions.prefetch()
    await transactions.prefetch()
    expect(loads()).toBe(1)
    const log = transactions.select(ADDRESS, 1)
    let heard = 0
    const stop = log.subscribe(() => heard++)
    expect(log.getSnapshot()).toEqual([stored('confirmed')]) // no load to wait for
    transactions.add(ADDRESS, 1, { hash: `0x${'cd'.repeat(32)}`, description: 'Tip' })
    expect(log.getSnapshot()).toHaveLength(2) // straight to the loaded service, not after a load
    expect(heard).toBeGreaterThan(0)
    stop()
  })

  test('behavior: a failed prefetch rejects and changes nothing; the next watch tries again', async () => {
    const { transactions, loads } = setup({ failing: true })
    await expect(transactions.prefetch()).rejects.toThrow('chunk failed')
    const log = transactions.select(ADDRESS, 1)
    log.subscribe(() => undefined)
    await expect.poll(() => loads()).toBe(2)
    expect(log.getSnapshot()).toEqual([])
  })

  test('behavior: a failed load leaves the log empty, without a crash; the next watch tries again', async () => {
    const { transactions, loads } = setup({ failing: true })
    const log = transactions.select(ADDRESS, 1)
    log.subscribe(() => undefined)
    await expect.poll(() => loads()).toBe(1)
    expect(log.getSnapshot()).toEqual([])
    log.subscribe(() => undefined)
    await expect.poll(() => loads()).toBe(2)
  })
})
