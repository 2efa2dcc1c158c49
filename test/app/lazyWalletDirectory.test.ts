import { describe, expect, test } from 'vitest'
import { MemoryStore } from '../support/memoryStore'
import { lazyWalletDirectory } from '../../src/app/lazyWalletDirectory'
import type { Chain } from '../../src/domain/chains/chain'
import { ConnectionService } from '../../src/domain/connection/connectionService'
import type { WalletDirectory } from '../../src/ports/walletDirectory'
import { FakeWalletDirectory } from '../support/fakeWalletDirectory'
import { ADDRESS, FakeWallet, fakeDirectory, option } from '../ui/connect/connectHarness'

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const CHAINS: readonly Chain[] = [{ id: 1, name: 'Ethereum', nativeCurrency: ETHER, rpcUrls: [] }]

/** A lazy directory over a fake one whose "code" loads when asked (or fails to, with `failing`). */
function setup({
  ready = true,
  failing = false,
  reconnectTimeoutMs,
}: {
  ready?: boolean
  failing?: boolean
  reconnectTimeoutMs?: number
} = {}) {
  const wallet = new FakeWallet('injected', 'Browser Wallet', 1, ready)
  const real = fakeDirectory([option('injected', 'Browser Wallet')], [wallet])
  let loads = 0
  const state = { failing }
  const directory = lazyWalletDirectory(async (): Promise<WalletDirectory> => {
    loads += 1
    if (state.failing) throw new Error('chunk failed')
    return real
  })
  const store = new MemoryStore({ logger: { warn: () => {} } })
  const connection = new ConnectionService({ directory, store, chains: CHAINS, reconnectTimeoutMs })
  return { wallet, real, directory, store, connection, state, loads: () => loads }
}

describe('lazyWalletDirectory', () => {
  test('default: nothing loads until the list is read; then the options show and watchers hear of it', async () => {
    const { directory, loads } = setup()
    expect(loads()).toBe(0)
    let heard = 0
    directory.subscribe(() => heard++)
    expect(directory.getSnapshot()).toEqual([])
    await expect.poll(() => directory.getSnapshot().map((o) => o.id)).toEqual(['injected'])
    expect(heard).toBe(1)
    expect(loads()).toBe(1)
  })

  test('behavior: ready() starts the load and is one promise that settles once, even for a failed load', async () => {
    const { directory, state, loads } = setup({ failing: true })
    const ready = directory.ready!()
    expect(directory.ready!()).toBe(ready)
    await expect(ready).resolves.toBeUndefined()
    state.failing = false
    // The next read tries again.
    expect(directory.getSnapshot()).toEqual([])
    await expect.poll(() => directory.getSnapshot().length).toBe(1)
    expect(loads()).toBe(2)
    expect(directory.ready!()).toBe(ready)
  })

  test('behavior: an auto-connect at page load waits for the directory and restores the remembered wallet', async () => {
    const { wallet, directory, store, connection, loads } = setup()
    store.set('wallet.last', 'injected')
    wallet.reconnect = async () => ({ accounts: [ADDRESS], chain: { id: 1, unsupported: false } })
    const done = connection.reconnect()
    expect(connection.getSnapshot().status).toBe('reconnecting')
    await done
    expect(connection.getSnapshot()).toMatchObject({ status: 'connected', address: ADDRESS, walletId: 'injected' })
    expect(loads()).toBe(1)
    // The wallet's events reach the session through the stand-in connector.
    wallet.events$.next({ type: 'disconnect' })
    expect(connection.getSnapshot().status).toBe('disconnected')
    expect(directory.getConnector('injected')).toBe(wallet)
  })

  test('behavior: a remembered wallet not ready by the time limit: disconnected, without error, still remembered', async () => {
    const { store, connection } = setup({ ready: false, reconnectTimeoutMs: 20 })
    store.set('wallet.last', 'injected')
    await connection.reconnect()
    expect(connection.getSnapshot()).toEqual({ status: 'disconnected' })
    expect(store.get('wallet.last')).toBe('injected')
  })

  test('behavior: a remembered wallet announced (EIP-6963) after the directory loaded is waited for', async () => {
    const real = new FakeWalletDirectory()
    const directory = lazyWalletDirectory(async () => real)
    const store = new MemoryStore({ logger: { warn: () => {} } })
    const connection = new ConnectionService({ directory, store, chains: CHAINS })
    store.set('wallet.last', 'io.rabby')
    const done = connection.reconnect()
    await directory.ready!()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(connection.getSnapshot().status).toBe('reconnecting')
    const wallet = new FakeWallet('io.rabby', 'Rabby')
    wallet.reconnect = async () => ({ accounts: [ADDRESS], chain: { id: 1, unsupported: false } })
    real.add(wallet)
    await done
    expect(connection.getSnapshot()).toMatchObject({ status: 'connected', address: ADDRESS, walletId: 'io.rabby' })
    wallet.events$.next({ type: 'disconnect' })
    expect(connection.getSnapshot().status).toBe('disconnected')
  })

  test('behavior: no remembered wallet: the auto-connect loads nothing', async () => {
    const { connection, loads } = setup()
    await connection.reconnect()
    expect(connection.getSnapshot()).toEqual({ status: 'disconnected' })
    expect(loads()).toBe(0)
  })

  test("behavior: a connect from the loaded list uses the directory's own connector", async () => {
    const { wallet, directory, connection } = setup()
    await directory.ready!()
    const done = connection.connect('injected')
    wallet.approve()
    await done
    expect(connection.getSnapshot()).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(wallet.connectCalls).toBe(1)
  })
})
