// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { MemoryStore } from '../support/memoryStore'
import { NoopAnalytics } from '../../src/adapters/analytics/noopAnalytics'
import { readConfig } from '../../src/app/config'
import { createAppContainer } from '../../src/app/container'
import { resolve, TOKENS } from '../../src/app/tokens'
import { ADDRESS, FakeWallet, fakeDirectory, option } from '../ui/connect/connectHarness'

type GtagWindow = { dataLayer?: unknown[] }

afterEach(() => {
  delete (window as GtagWindow).dataLayer
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

function setup(env: Record<string, string>) {
  const wallet = new FakeWallet('injected', 'Browser Wallet')
  const directory = fakeDirectory([option('injected', 'Browser Wallet')], [wallet])
  const container = createAppContainer(readConfig({ VITE_AUTH: 'off', ...env }), {
    KeyValueStore: new MemoryStore({ logger: { warn: () => {} } }),
    WalletDirectory: directory,
  })
  return { container, wallet, services: resolve(container, TOKENS.UiServices) }
}

const gtagCalls = () => ((window as GtagWindow).dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>))
const pageViewCalls = () => gtagCalls().filter((c) => c[0] === 'config')

describe('page wiring (container)', () => {
  test('default: no measurement id: page views go to NoopAnalytics and nothing reaches Google', async () => {
    const { container, services } = setup({})
    expect(resolve(container, TOKENS.Analytics)).toBeInstanceOf(NoopAnalytics)
    services.pageViews?.navigated({ pathname: '/', search: '', hash: '' })
    await new Promise((r) => setTimeout(r, 20))
    expect((window as GtagWindow).dataLayer).toBeUndefined()
    expect(document.head.querySelector('script')).toBeNull()
  })

  test('parameters: VITE_GA_MEASUREMENT_ID: one config call with the page path per view', async () => {
    const { services } = setup({ VITE_GA_MEASUREMENT_ID: 'G-E2ETEST00' })
    services.pageViews?.navigated({ pathname: '/', search: '', hash: '' })
    services.pageViews?.navigated({ pathname: '/', search: '?a=1', hash: '' })
    services.pageViews?.navigated({ pathname: '/', search: '?a=1', hash: '#top' })
    services.pageViews?.navigated({ pathname: '/studio', search: '', hash: '' })
    await expect.poll(() => pageViewCalls().length).toBe(3)
    const origin = window.location.origin
    expect(gtagCalls().filter((c) => c[0] !== 'js')).toEqual([
      ['config', 'G-E2ETEST00', { page_path: '/', page_location: `${origin}/` }],
      ['config', 'G-E2ETEST00', { page_path: '/?a=1', page_location: `${origin}/?a=1` }],
      ['config', 'G-E2ETEST00', { page_path: '/studio', page_location: `${origin}/studio` }],
    ])
  })

  test('behavior: the UI gets the transaction service and a send bound to the connected wallet', async () => {
    const { container, services, wallet } = setup({})
    expect(services.transactions).toBe(resolve(container, TOKENS.TransactionService))
    // The service's code loads on demand: watching a log loads it, and the stored transactions show then.
    const stored = { hash: `0x${'ab'.repeat(32)}`, description: 'Support a creator', status: 'confirmed', addedAt: 1 }
    resolve(container, TOKENS.KeyValueStore).set(`tx.${ADDRESS.toLowerCase()}.1`, [stored])
    const log = services.transactions!.select(ADDRESS, 1)
    expect(log.getSnapshot()).toEqual([])
    let changes = 0
    const stop = log.subscribe(() => changes++)
    await expect.poll(() => log.getSnapshot()).toEqual([stored])
    expect(changes).toBeGreaterThan(0)
    stop()
    const connection = resolve(container, TOKENS.ConnectionService)
    const done = connection.connect('injected')
    wallet.approve()
    await done
    await expect(services.sendTransaction!({ from: ADDRESS, to: ADDRESS, value: 0n, chainId: 1 })).resolves.toBe(
      `0x${'1'.repeat(64)}`,
    )
  })
})
