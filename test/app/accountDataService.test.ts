import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createAccountDataService } from '../../src/app/accountDataService'
import { lazyAccountData } from '../../src/app/lazyAccountData'
import { NO_ACCOUNT_DATA, type AccountData } from '../../src/domain/account/accountData'
import type { Address, Hash } from '../../src/domain/shared/hex'
import { StateStore, type Readable } from '../../src/domain/shared/store'
import type { TransactionLog } from '../../src/domain/transactions/transactionLog'
import { MemoryChainReader } from '../support/memoryChainReader'

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH: Hash = `0x${'ab'.repeat(32)}`

afterEach(() => vi.restoreAllMocks())

/** The service over a fresh cache (no retry, as the app's) and a memory chain that counts its reads. */
function setup() {
  const reader = new MemoryChainReader({ symbols: { 5: 'GOR' } })
  reader.setBalance(1, ALICE, 1_500_000_000_000_000_000n)
  reader.setBalance(5, ALICE, 2_000_000_000_000_000_000n)
  reader.names.set(ALICE.toLowerCase(), 'alice.eth')
  reader.avatars.set('alice.eth', 'https://example.com/alice.png')
  const reads = { balance: 0, name: 0, avatar: 0 }
  const { getBalance, getEnsName, getEnsAvatar } = reader
  reader.getBalance = (args) => (reads.balance++, getBalance(args))
  reader.getEnsName = (args) => (reads.name++, getEnsName(args))
  reader.getEnsAvatar = (args) => (reads.avatar++, getEnsAvatar(args))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })
  const log = new StateStore<TransactionLog>([])
  const service = createAccountDataService({
    queryClient,
    chainReader: async () => reader,
    transactions: { select: () => log },
  })
  return { reader, reads, queryClient, log, service }
}

/** Subscribes to `store` until `done` holds for its snapshot; returns the snapshots it was told of. */
async function watch(store: Readable<AccountData>, done: (data: AccountData) => boolean) {
  const seen: AccountData[] = []
  const stop = store.subscribe(() => seen.push(store.getSnapshot()))
  await vi.waitFor(() => expect(done(store.getSnapshot())).toBe(true))
  return { seen, stop }
}

describe('createAccountDataService', () => {
  test('default: nothing is read without a subscriber; a subscriber gets the name, the avatar and the balance', async () => {
    const { service, reads } = setup()
    const store = service.select({ address: ALICE, chainId: 1, balance: true })
    expect(store.getSnapshot()).toEqual({
      name: undefined,
      avatar: undefined,
      balance: undefined,
      balanceFailed: false,
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(reads).toEqual({ balance: 0, name: 0, avatar: 0 })
    const { stop } = await watch(store, (data) => data.avatar !== undefined && data.balance !== undefined)
    expect(store.getSnapshot()).toEqual({
      name: 'alice.eth',
      avatar: 'https://example.com/alice.png',
      balance: { value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH', formatted: '1.5' },
      balanceFailed: false,
    })
    expect(reads).toEqual({ balance: 1, name: 1, avatar: 1 })
    stop()
  })

  test('behavior: the same store for the same query, and the same snapshot while nothing changed', async () => {
    const { service } = setup()
    const store = service.select({ address: ALICE, chainId: 1, balance: true })
    expect(service.select({ address: ALICE.toLowerCase() as Address, chainId: 1, balance: true })).toBe(store)
    expect(service.select({ address: ALICE, chainId: 1, balance: false })).not.toBe(store)
    const before = store.getSnapshot()
    expect(store.getSnapshot()).toBe(before)
    const { seen, stop } = await watch(store, (data) => data.avatar !== undefined && data.balance !== undefined)
    const after = store.getSnapshot()
    expect(store.getSnapshot()).toBe(after)
    // Every notification carried a new snapshot: none for a change nobody could see.
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1])
    stop()
    expect(store.getSnapshot()).toBe(after)
  })

  test('parameters: balance false reads no balance', async () => {
    const { service, reads } = setup()
    const store = service.select({ address: ALICE, chainId: 1, balance: false })
    const { stop } = await watch(store, (data) => data.avatar !== undefined)
    await new Promise((r) => setTimeout(r, 20))
    expect(store.getSnapshot().balance).toBeUndefined()
    expect(reads.balance).toBe(0)
    stop()
  })

  test('behavior: another account or chain has its own data; the name is read once per account', async () => {
    const { service, reads } = setup()
    const onMainnet = await watch(service.select({ address: ALICE, chainId: 1, balance: true }), (d) => !!d.balance)
    const goerli = service.select({ address: ALICE, chainId: 5, balance: true })
    expect(goerli.getSnapshot().name).toBe('alice.eth') // from the cache, before any subscriber
    expect(goerli.getSnapshot().balance).toBeUndefined()
    const onGoerli = await watch(goerli, (d) => d.balance?.symbol === 'GOR')
    expect(goerli.getSnapshot().balance?.formatted).toBe('2')
    const bob = service.select({ address: BOB, chainId: 1, balance: true })
    const onBob = await watch(bob, (d) => d.name === null && d.balance !== undefined)
    expect(bob.getSnapshot()).toMatchObject({ name: null, avatar: undefined, balanceFailed: false })
    expect(bob.getSnapshot().balance?.value).toBe(0n)
    expect(reads).toEqual({ balance: 3, name: 2, avatar: 1 })
    for (const { stop } of [onMainnet, onGoerli, onBob]) stop()
  })

  test('behavior: a failed balance read is shown as failed, with no retry; a settled transaction reads it again', async () => {
    const { service, reader, reads, log } = setup()
    reader.failing = true
    const store = service.select({ address: ALICE, chainId: 1, balance: true })
    const { stop } = await watch(store, (d) => d.balanceFailed)
    await new Promise((r) => setTimeout(r, 20))
    expect(store.getSnapshot()).toMatchObject({ name: undefined, balance: undefined, balanceFailed: true })
    expect(reads.balance).toBe(1)
    reader.failing = false
    log.set([{ hash: HASH, description: 'Support', status: 'pending' } as TransactionLog[number]])
    await new Promise((r) => setTimeout(r, 20))
    expect(reads.balance).toBe(1) // pending: the balance has not moved yet
    log.set([{ hash: HASH, description: 'Support', status: 'confirmed' } as TransactionLog[number]])
    await vi.waitFor(() => expect(store.getSnapshot().balance?.formatted).toBe('1.5'))
    expect(store.getSnapshot().balanceFailed).toBe(false)
    expect(reads.balance).toBe(2)
    stop()
  })

  test('behavior: a failed name lookup is not asked again by the next subscriber', async () => {
    const { service, reader, reads } = setup()
    reader.failing = true
    const store = service.select({ address: ALICE, chainId: 1, balance: false })
    const first = await watch(store, () => reads.name === 1)
    await new Promise((r) => setTimeout(r, 20))
    first.stop()
    reader.failing = false
    const second = service.select({ address: ALICE, chainId: 5, balance: false }).subscribe(() => undefined)
    await new Promise((r) => setTimeout(r, 20))
    expect(reads.name).toBe(1)
    second()
  })
})

describe('lazyAccountData', () => {
  test('default: empty until loaded; the first subscriber loads the service and hears of its data', async () => {
    const { service } = setup()
    let loads = 0
    const lazy = lazyAccountData(async () => (loads++, service))
    const store = lazy.select({ address: ALICE, chainId: 1, balance: true })
    expect(lazy.select({ address: ALICE, chainId: 1, balance: true })).toBe(store)
    expect(store.getSnapshot()).toBe(NO_ACCOUNT_DATA)
    expect([loads, lazy.loaded()]).toEqual([0, false])
    const { stop } = await watch(store, (d) => d.name === 'alice.eth')
    expect([loads, lazy.loaded()]).toEqual([1, true])
    stop()
  })

  test('behavior: a load that fails is logged, the store stays empty, and the next subscriber tries again', async () => {
    const { service } = setup()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let fail = true
    const lazy = lazyAccountData(async () => {
      if (fail) throw new Error('offline')
      return service
    })
    const store = lazy.select({ address: ALICE, chainId: 1, balance: false })
    const first = store.subscribe(() => undefined)
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Account data could not be loaded:', expect.any(Error)))
    expect(store.getSnapshot()).toBe(NO_ACCOUNT_DATA)
    first()
    fail = false
    const { stop } = await watch(store, (d) => d.name === 'alice.eth')
    stop()
  })

  test('behavior: prefetched, a store has the cached data before any subscriber', async () => {
    const { service, queryClient } = setup()
    queryClient.setQueryData(['ensName', ALICE.toLowerCase()], 'cached.eth')
    const lazy = lazyAccountData(async () => service)
    await lazy.prefetch()
    expect(lazy.select({ address: ALICE, chainId: 1, balance: false }).getSnapshot().name).toBe('cached.eth')
  })
})
