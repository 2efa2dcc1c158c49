import { Hono } from 'hono'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { MemoryCreatorStore } from '../../../src/adapters/memory/memoryCreatorStore'
import { previewPages } from '../../../src/adapters/server/previewPages'
import type { Address } from '../../../src/domain/shared/hex'
import { MemoryChainReader } from '../../support/memoryChainReader'
import { silentTelemetry } from '../../support/silentTelemetry'

const CREATOR = getAddress('0x00000000000000000000000000000000000000c1') as Address
const HTML = '<html><head><title>Creators Studio</title></head><body></body></html>'

function app(options: { allowNames?: boolean; store?: MemoryCreatorStore } = {}) {
  const failures: unknown[] = []
  const asked: string[] = []
  const reader = new MemoryChainReader()
  reader.addresses.set('alice.eth', CREATOR)
  const pages = previewPages({
    appOrigin: 'https://creators.example',
    indexHtml: async () => HTML,
    creatorStore: options.store ?? new MemoryCreatorStore(),
    checksumAddress: getAddress,
    chains: [],
    chainReader: reader,
    mayLookUpName: async (c) => {
      asked.push(c.req.path)
      return options.allowNames ?? true
    },
    telemetry: { ...silentTelemetry, failed: (_, err) => failures.push(err) },
  })
  const hono = new Hono().get('*', async (c) => (await pages(c)) ?? c.text('plain'))
  return { hono, failures, asked }
}

describe('previewPages', () => {
  test('behavior: a name is looked up only when the request may, else the page is plain', async () => {
    const allowed = app()
    expect(await (await allowed.hono.request('/creators/alice.eth')).text()).toContain('og:title')
    expect(allowed.asked).toEqual(['/creators/alice.eth'])
    const refused = app({ allowNames: false })
    expect(await (await refused.hono.request('/creators/alice.eth')).text()).toBe('plain')
    // An address costs no lookup and is not counted.
    expect(await (await refused.hono.request(`/creators/${CREATOR}`)).text()).toContain('og:title')
    expect(refused.asked).toEqual(['/creators/alice.eth'])
  })

  test('behavior: a store that fails gives the plain page and a log line; a name ENS refuses gives it quietly', async () => {
    const store = new MemoryCreatorStore()
    store.getProfile = () => Promise.reject(new Error('disk on fire'))
    const broken = app({ store })
    expect(await (await broken.hono.request(`/creators/${CREATOR}`)).text()).toBe('plain')
    expect(broken.failures).toEqual([new Error('disk on fire')])
    const quiet = app()
    expect(await (await quiet.hono.request('/creators/bad.eth')).text()).toBe('plain')
    expect(quiet.failures).toEqual([])
  })

  test('behavior: other paths are not previewed', async () => {
    const { hono, asked } = app()
    for (const path of ['/creators', '/creators/alice.eth/other', '/studio', `/creators/${CREATOR}/supports/1/0x12`]) {
      expect(await (await hono.request(path)).text(), path).toBe('plain')
    }
    expect(asked).toEqual([])
  })
})
