import { describe, expect, test } from 'vitest'
import { MemoryStore } from '../support/memoryStore'
import { readConfig } from '../../src/app/config'
import { createAppContainer } from '../../src/app/container'
import { resolve, TOKENS } from '../../src/app/tokens'
import { everyToken } from '../support/everyToken'
import type { PageWiring, UiServices } from '../../src/ui/servicesContext'
import { FakeAuthApi, FakeWallet, fakeDirectory, option } from '../ui/connect/connectHarness'

/** Every member of UiServices (a member added there and not here is a type error). */
const MEMBERS: Record<keyof UiServices, 'always' | 'sign-in' | 'pages'> = {
  app: 'always',
  locale: 'always',
  chains: 'always',
  wallet: 'always',
  directory: 'always',
  auth: 'always',
  chainReader: 'always',
  queryClient: 'always',
  accountData: 'always',
  clipboard: 'always',
  connectPanel: 'always',
  mobileDeepLink: 'always',
  modals: 'always',
  recentWalletIds: 'always',
  signIn: 'sign-in',
  transactions: 'always',
  sendTransaction: 'always',
  pageViews: 'always',
  checksumAddress: 'always',
  creatorsApi: 'sign-in',
  pageWiring: 'always',
  // Given by pageWiring, with the pages that use them.
  studio: 'pages',
  noteRecorder: 'pages',
  supportForm: 'pages',
  supportTokens: 'pages',
}
const members = (kind: (typeof MEMBERS)[keyof UiServices]) =>
  (Object.keys(MEMBERS) as (keyof UiServices)[]).filter((key) => MEMBERS[key] === kind)
const PAGES = ['studio', 'noteRecorder', 'supportForm', 'supportTokens'] as const satisfies (keyof PageWiring)[]

function setup(env: Record<string, string> = {}) {
  const wallet = new FakeWallet('injected', 'Browser Wallet')
  const config = readConfig(env)
  const container = createAppContainer(config, {
    KeyValueStore: new MemoryStore({ logger: { warn: () => {} } }),
    WalletDirectory: fakeDirectory([option('injected', 'Browser Wallet')], [wallet]),
    AuthApi: config.auth === 'siwe' ? new FakeAuthApi() : undefined,
    Origin: 'http://localhost:8080',
  })
  return { container, services: resolve(container, TOKENS.UiServices) }
}

describe('TOKENS.UiServices (the container builds the UI services)', () => {
  test('default: every member is there, the pages wiring loads with the studio, note recorder and support form', async () => {
    const { services } = setup()
    for (const key of [...members('always'), ...members('sign-in')]) expect(services[key], key).toBeDefined()
    for (const key of members('pages')) expect(services[key], key).toBeUndefined()
    const wiring = await services.pageWiring!()
    expect(members('pages')).toEqual(PAGES)
    for (const key of PAGES) expect(wiring[key], key).toBeDefined()
    expect(Object.keys(wiring.supportForm!.handlers).sort()).toEqual(['send', 'switchChain', 'syncUrl'])
  })

  test('parameters: VITE_AUTH=off: no sign-in step and no creators API; the pages get a support form only', async () => {
    const { container, services } = setup({ VITE_AUTH: 'off' })
    for (const key of members('always')) expect(services[key], key).toBeDefined()
    for (const key of members('sign-in')) expect(services[key], key).toBeUndefined()
    expect(container.isBound(TOKENS.SignInFlow)).toBe(false)
    expect(container.isBound(TOKENS.CreatorsApiLoader)).toBe(false)
    const wiring = await services.pageWiring!()
    expect(wiring.studio).toBeUndefined()
    expect(wiring.noteRecorder).toBeUndefined()
    expect(wiring.supportForm).toBeDefined()
  })

  test('behavior: singletons: resolving twice gives the same services, members and pages wiring', async () => {
    const { container, services } = setup()
    expect(resolve(container, TOKENS.UiServices)).toBe(services)
    expect(services.wallet).toBe(resolve(container, TOKENS.ConnectionService))
    expect(services.auth).toBe(resolve(container, TOKENS.AuthService))
    expect(services.connectPanel).toBe(resolve(container, TOKENS.ConnectPanelWiring))
    expect(services.modals).toBe(resolve(container, TOKENS.ModalsWiring))
    expect(services.signIn).toBe(resolve(container, TOKENS.SignInFlow))
    expect(services.sendTransaction).toBe(resolve(container, TOKENS.SendTransaction))
    expect(services.checksumAddress).toBe(resolve(container, TOKENS.ChecksumAddressLoader))
    expect(services.creatorsApi).toBe(resolve(container, TOKENS.CreatorsApiLoader))
    expect(services.pageWiring).toBe(resolve(container, TOKENS.PageWiringLoader))
    // The loader gives the same promise, and so the same wiring, to every page.
    expect(services.pageWiring!()).toBe(services.pageWiring!())
    expect(await services.pageWiring!()).toBe(await resolve(container, TOKENS.PageWiringLoader)())
    // Another container builds its own.
    expect(setup().services.wallet).not.toBe(services.wallet)
  })

  test('behavior: no token resolves to a mutable reference (a `{ current }` box filled by someone else)', () => {
    const { container } = setup()
    for (const [name, token] of everyToken()) {
      const value: unknown = container.get(token)
      if (typeof value === 'object' && value !== null) expect(Object.hasOwn(value, 'current'), name).toBe(false)
    }
  })
})
