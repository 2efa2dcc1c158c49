import { describe, expect, test } from 'vitest'
import { MemoryStore } from '../support/memoryStore'
import { readConfig } from '../../src/app/config'
import { createAppContainer } from '../../src/app/container'
import { startServices } from '../../src/app/startServices'
import { resolve, TOKENS } from '../../src/app/tokens'
import { everyToken } from '../support/everyToken'
import { ADDRESS, FakeAuthApi, FakeWallet, fakeDirectory, option } from '../ui/connect/connectHarness'

function setup(env: Record<string, string> = {}, origin = 'http://localhost:8080') {
  const wallet = new FakeWallet('injected', 'Browser Wallet')
  const store = new MemoryStore({ logger: { warn: () => {} } })
  const directory = fakeDirectory([option('injected', 'Browser Wallet')], [wallet])
  const api = new FakeAuthApi()
  const config = readConfig(env)
  const container = createAppContainer(config, {
    KeyValueStore: store,
    WalletDirectory: directory,
    AuthApi: config.auth === 'siwe' ? api : undefined,
    Origin: origin,
  })
  return { wallet, store, directory, api, config, container }
}

describe('createAppContainer', () => {
  test('default: every token resolves, once (singletons), wired to the overrides', () => {
    const { container, store, directory } = setup()
    for (const [name, token] of everyToken()) expect(container.isBound(token), name).toBe(true)
    expect(resolve(container, TOKENS.ConnectionService)).toBe(resolve(container, TOKENS.ConnectionService))
    expect(resolve(container, TOKENS.KeyValueStore)).toBe(store)
    expect(resolve(container, TOKENS.WalletDirectory)).toBe(directory)
    expect(resolve(container, TOKENS.AuthService).getSnapshot()).toEqual({ status: 'loading' })
    expect(resolve(container, TOKENS.AppInfo).appName).toBe('Creators Studio')
  })

  test('parameters: VITE_AUTH=off binds no sign-in API; auth is off and the UI gets no sign-in step', () => {
    const { container } = setup({ VITE_AUTH: 'off' })
    expect(container.isBound(TOKENS.AuthApi)).toBe(false)
    expect(resolve(container, TOKENS.AuthService).getSnapshot()).toEqual({ status: 'off' })
    const services = resolve(container, TOKENS.UiServices)
    expect(services.signIn).toBeUndefined()
    expect(services.chains.map((c) => c.id)).toEqual([1, 5])
  })

  test('behavior: the chain reader loader is memoised (one library load for every hook)', () => {
    const { container } = setup()
    const load = resolve(container, TOKENS.ChainReaderLoader)
    expect(resolve(container, TOKENS.ChainReaderLoader)).toBe(load)
  })

  test('behavior: startServices auto-connects the last wallet and keeps its session', async () => {
    const { container, store, wallet, api } = setup()
    store.set('wallet.last', 'injected')
    api.session = { address: ADDRESS, chainId: 1 }
    wallet.reconnect = async () => ({ accounts: [ADDRESS], chain: { id: 1, unsupported: false } })
    const connection = resolve(container, TOKENS.ConnectionService)
    const stop = startServices(container)
    expect(connection.getSnapshot().status).toBe('reconnecting')
    await new Promise((r) => setTimeout(r, 10))
    expect(connection.getSnapshot()).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(resolve(container, TOKENS.AuthService).getSnapshot()).toMatchObject({ status: 'authenticated' })
    stop()
  })

  test('behavior: the sign-in flow signs with the connected wallet and the loaded checksum', async () => {
    const { container, wallet } = setup()
    const services = resolve(container, TOKENS.UiServices)
    const connection = resolve(container, TOKENS.ConnectionService)
    await resolve(container, TOKENS.AuthService).start()
    const done = connection.connect('injected')
    wallet.approve()
    await done
    await services.signIn!.signIn()
    expect(services.signIn!.dialog.getSnapshot()).toEqual({ status: 'idle' })
    // EIP-4361: a message without a scheme is for https, so the http page writes its own.
    expect(wallet.signatures[0]).toMatch(
      new RegExp(`^http://localhost:8080 wants you to sign in with your Ethereum account:\n${ADDRESS}\n`),
    )
    expect(resolve(container, TOKENS.AuthService).getSnapshot().status).toBe('authenticated')
  })

  test('parameters: origin https://studio.example: the message leaves the scheme out, as EIP-4361 reads it', async () => {
    const { container, wallet } = setup({}, 'https://studio.example')
    const services = resolve(container, TOKENS.UiServices)
    await resolve(container, TOKENS.AuthService).start()
    const done = resolve(container, TOKENS.ConnectionService).connect('injected')
    wallet.approve()
    await done
    await services.signIn!.signIn()
    expect(wallet.signatures[0]).toMatch(/^studio\.example wants you to sign in with your Ethereum account:\n/)
    expect(wallet.signatures[0]).toContain('\nURI: https://studio.example\n')
  })
})
