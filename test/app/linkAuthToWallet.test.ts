import { describe, expect, test } from 'vitest'
import { MemoryStore } from '../support/memoryStore'
import { linkAuthToWallet } from '../../src/app/linkAuthToWallet'
import { AuthService } from '../../src/domain/auth/authService'
import { ConnectionService } from '../../src/domain/connection/connectionService'
import { ADDRESS, ETHEREUM, FakeAuthApi, FakeWallet, fakeDirectory, GOERLI, option } from '../ui/connect/connectHarness'

async function setup({ sessionChainId = 1 } = {}) {
  const wallet = new FakeWallet('injected', 'Browser Wallet')
  const store = new MemoryStore({ logger: { warn: () => {} } })
  const connection = new ConnectionService({
    directory: fakeDirectory([option('injected', 'Browser Wallet')], [wallet]),
    store,
    chains: [ETHEREUM, GOERLI],
  })
  const api = new FakeAuthApi()
  api.session = { address: ADDRESS, chainId: sessionChainId }
  const auth = new AuthService({ api })
  return { wallet, store, connection, api, auth }
}

async function connect(connection: ConnectionService, wallet: FakeWallet) {
  const done = connection.connect(wallet.id)
  wallet.approve()
  await done
}

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('linkAuthToWallet', () => {
  test('default: the session of the connected account and chain stays signed in', async () => {
    const { wallet, connection, auth } = await setup()
    await connect(connection, wallet)
    linkAuthToWallet(connection, auth)
    await auth.start()
    expect(auth.getSnapshot().status).toBe('authenticated')
  })

  test('behavior: a session for another chain than the wallet is on signs out', async () => {
    const { wallet, connection, auth, api } = await setup({ sessionChainId: 5 })
    await connect(connection, wallet)
    linkAuthToWallet(connection, auth)
    await auth.start()
    await settle()
    expect(auth.getSnapshot().status).toBe('unauthenticated')
    expect(api.session).toBeNull()
  })

  test('behavior: a reconnect in progress is not taken for "no wallet" (the session survives a reload)', async () => {
    const { wallet, store, connection, auth } = await setup()
    store.set('wallet.last', 'injected')
    let restore: (v: unknown) => void = () => {}
    wallet.reconnect = () => new Promise((resolve) => (restore = resolve as (v: unknown) => void)) as never
    void connection.reconnect()
    linkAuthToWallet(connection, auth)
    await auth.start()
    expect(auth.getSnapshot().status).toBe('authenticated')
    restore({ accounts: [ADDRESS], chain: { id: 1, unsupported: false } })
    await settle()
    expect(connection.getSnapshot().status).toBe('connected')
    expect(auth.getSnapshot().status).toBe('authenticated')
  })

  test('behavior: an auto-connect past its time limit is not "no wallet" either: its late answer keeps the session', async () => {
    const { wallet, store, auth, api } = await setup()
    const directory = fakeDirectory([option('injected', 'Browser Wallet')], [wallet])
    const connection = new ConnectionService({ directory, store, chains: [ETHEREUM, GOERLI], reconnectTimeoutMs: 1 })
    store.set('wallet.last', 'injected')
    let restore: (v: unknown) => void = () => {}
    wallet.reconnect = () => new Promise((resolve) => (restore = resolve as (v: unknown) => void)) as never
    await connection.reconnect()
    expect(connection.getSnapshot()).toEqual({ status: 'disconnected', waitingForWallet: true })
    linkAuthToWallet(connection, auth)
    await auth.start()
    await settle()
    expect(auth.getSnapshot().status).toBe('authenticated')
    expect(api.session).not.toBeNull()
    restore({ accounts: [ADDRESS], chain: { id: 1, unsupported: false } })
    await settle()
    expect(connection.getSnapshot().status).toBe('connected')
    expect(auth.getSnapshot().status).toBe('authenticated')
  })

  test('behavior: a disconnect signs out', async () => {
    const { wallet, connection, auth, api } = await setup()
    await connect(connection, wallet)
    linkAuthToWallet(connection, auth)
    await auth.start()
    await connection.disconnect()
    await settle()
    expect(auth.getSnapshot().status).toBe('unauthenticated')
    expect(api.session).toBeNull()
  })

  test('behavior: each change is reported once, connecting is not; the unsubscribe stops reporting', async () => {
    const { wallet, connection } = await setup()
    const reports: unknown[] = []
    const unlink = linkAuthToWallet(connection, { onWalletChanged: async (identity) => void reports.push(identity) })
    const done = connection.connect(wallet.id)
    expect(connection.getSnapshot().status).toBe('connecting')
    wallet.approve()
    await done
    wallet.events$.next({ type: 'change', chain: { id: 5, unsupported: false } })
    wallet.events$.next({ type: 'change', chain: { id: 5, unsupported: false } })
    unlink()
    await connection.disconnect()
    expect(reports).toEqual([null, { address: ADDRESS, chainId: 1 }, { address: ADDRESS, chainId: 5 }])
  })
})
