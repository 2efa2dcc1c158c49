import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ViemSignatureVerifier } from '../../../src/adapters/viem/viemSignatureVerifier'
import { createServerApp } from '../../../src/app/server/createServerApp'
import { inlineScriptHashes } from '../../../src/app/server/inlineScriptHashes'
import { openStateStores, type StateStores } from '../../../src/app/server/openStateStores'
import { readServerConfig } from '../../../src/app/server/serverConfig'
import type { CreatorProfile } from '../../../src/domain/creators/creatorProfile'
import type { SupportAsset } from '../../../src/domain/support/support'
import type { Address } from '../../../src/domain/shared/hex'
import '../../support/installJsdom'
import { startHttpServer } from '../../support/httpServer'
import { MemoryChainReader } from '../../support/memoryChainReader'

const ORIGIN = 'https://creators.example'
// The built page's shape: the locale script inline in the head (its hash is in the policy), the module after it.
const INDEX = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Creators Studio</title>',
  '<script type="module" crossorigin src="/assets/index-1a2b3c.js"></script>',
  '<script>(function(){document.documentElement.lang="en"})()</script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n')
const HOSTILE = '"><script>alert(1)</script>'
const CREATOR = getAddress('0x00000000000000000000000000000000000000c1') as Address
const BARE = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') as Address
const PROFILE: CreatorProfile = {
  displayName: HOSTILE,
  bio: `Bio & <b>'bold'</b>\n\n"${HOSTILE}"`,
  links: [],
  accentColor: '#ff0066',
  suggestedAmounts: {},
  thankYou: '',
}

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, 'a')}` as const
const ETH: SupportAsset = { symbol: 'ETH', decimals: 18, address: null }
const USDC: SupportAsset = { symbol: 'USDC', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
function supportNote(n: number, note: string, hidden: boolean, paid = { asset: ETH, amount: '10000000000000000' }) {
  const from = '0x00000000000000000000000000000000000000a1' as const
  return { chainId: 1, txHash: hashOf(n), from, ...paid, note, createdAt: 1_000 + n, blockNumber: null, hidden }
}

let dir: string
let stores: StateStores
let server: { url: string; close(): Promise<void> }
const reader = new MemoryChainReader()

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'creators-previews-'))
  mkdirSync(join(dir, 'dist'))
  writeFileSync(join(dir, 'dist', 'index.html'), INDEX)
  stores = await openStateStores({ kind: 'sqlite', file: join(dir, 'state.sqlite') })
  await stores.creatorStore.putProfile(CREATOR, PROFILE, Date.now())
  reader.addresses.set('alice.eth', CREATOR)
  reader.hangingNames.add('slow.eth')
  await stores.creatorStore.attachNote(CREATOR, supportNote(1, `Thanks & "${HOSTILE}"`, false))
  await stores.creatorStore.attachNote(
    CREATOR,
    supportNote(2, 'A secret note', true, { asset: USDC, amount: '5000000' }),
  )
  const config = readServerConfig({ APP_ORIGIN: ORIGIN, VITE_CHAINS: '1', HOST: '127.0.0.1' })
  const chain = {
    signatureVerifier: new ViemSignatureVerifier({ rpcUrls: {} }),
    checksumAddress: getAddress,
    chainReader: reader,
  }
  server = await startHttpServer(await createServerApp({ config, distDir: join(dir, 'dist'), chain, stores }))
})
afterAll(async () => {
  await server?.close()
  await stores?.close()
  rmSync(dir, { recursive: true, force: true })
})

const page = (path: string) => fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })

/** Every preview tag of a page, as a browser (or a crawler's HTML parser) reads it. */
function tagsOf(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html')
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
  return {
    document,
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    description: meta('description'),
    og: Object.fromEntries(
      ['title', 'description', 'url', 'image', 'type'].map((key) => [key, meta(`og:${key}`)] as const),
    ),
    twitter: Object.fromEntries(
      ['card', 'title', 'description', 'image'].map((k) => [k, meta(`twitter:${k}`)] as const),
    ),
  }
}

describe('page previews', () => {
  test('behavior: a creator page carries its own tags, hostile text staying text in every one', async () => {
    const res = await page(`/creators/${CREATOR.toLowerCase()}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = await res.text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('alert(1)</script>')
    const tags = tagsOf(html)
    const title = `${HOSTILE} on Creators Studio`
    const description = `Bio & <b>'bold'</b> "${HOSTILE}"`
    const url = `${ORIGIN}/creators/${CREATOR}`
    expect(tags.title).toBe(title)
    expect(tags.description).toBe(description)
    expect(tags.canonical).toBe(url)
    expect(tags.og).toEqual({ title, description, url, image: expect.any(String), type: 'profile' })
    expect(tags.og.image).toMatch(new RegExp(`^${ORIGIN}/api/creators/${CREATOR}/card\\.png\\?v=[\\w-]+$`))
    expect(tags.twitter).toEqual({ card: 'summary_large_image', title, description, image: tags.og.image })
    // The page's own scripts and nothing else; the one title.
    expect(tags.document.querySelectorAll('script')).toHaveLength(2)
    expect(tags.document.querySelectorAll('title')).toHaveLength(1)
  })

  test('behavior: the head script is unchanged, so the policy still lets it run', async () => {
    const res = await page(`/creators/${CREATOR}`)
    const [hash] = inlineScriptHashes(await res.text())
    expect(inlineScriptHashes(INDEX)).toEqual([hash])
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash}`)
  })

  test('behavior: a name is looked up on ENS and previewed under that name', async () => {
    const tags = tagsOf(await (await page('/creators/Alice.eth')).text())
    expect(tags.title).toBe(`${HOSTILE} on Creators Studio`)
    expect(tags.canonical).toBe(`${ORIGIN}/creators/alice.eth`)
  })

  test('behavior: an address without a profile is previewed as its short address', async () => {
    const tags = tagsOf(await (await page(`/creators/${BARE}`)).text())
    expect(tags.title).toBe('0xf3…2266 on Creators Studio')
    expect(tags.description).toBe('Support 0xf3…2266 on Creators Studio: send a tip with a note.')
    expect(tags.og.url).toBe(`${ORIGIN}/creators/${BARE}`)
  })

  test('behavior: an unknown or invalid creator gets the plain page', async () => {
    for (const path of ['/creators/nobody.eth', '/creators/bad.eth', '/creators/0x1234', '/creators/%E0%A4%A']) {
      const res = await page(path)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toBe(INDEX)
    }
  })

  test('behavior: a name whose lookup never answers gets the plain page, after the deadline, not never', async () => {
    const res = await page('/creators/slow.eth')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(INDEX)
  })

  test('behavior: og:image is a 1200x630 PNG, revalidated by its ETag', async () => {
    const image = tagsOf(await (await page(`/creators/${CREATOR}`)).text()).og.image ?? ''
    const res = await fetch(image.replace(ORIGIN, server.url))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const png = Buffer.from(await res.arrayBuffer())
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(image).toContain(`?v=${etag.slice(1, -1)}`)
    const again = await fetch(`${server.url}/api/creators/${CREATOR}/card.png`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  test('behavior: the badge is SVG reading the escaped name, with its own strict policy', async () => {
    const res = await fetch(`${server.url}/api/creators/${CREATOR.toLowerCase()}/badge.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const svg = await res.text()
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.localName).toBe('svg')
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg')
    expect(doc.getElementsByTagName('script')).toHaveLength(0)
    const text = `Support ${HOSTILE} on Creators Studio`
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe(text)
    expect(doc.getElementsByTagName('text')[0]?.textContent).toBe(text)
    expect(doc.documentElement.getAttribute('aria-label')).toBe(text)
    expect(doc.getElementsByTagName('rect')[0]?.getAttribute('fill')).toBe('#ff0066')
  })

  test('behavior: pictures of a path that is not an address are refused', async () => {
    for (const path of ['/api/creators/alice.eth/badge.svg', '/api/creators/0x12/card.png']) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.status, path).toBe(400)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  test('behavior: a receipt carries its own tags from the stored note, hostile text staying text', async () => {
    const path = `/creators/${CREATOR.toLowerCase()}/supports/1/${hashOf(1).toUpperCase().replace('0X', '0x')}`
    const html = await (await page(path)).text()
    expect(html).not.toContain('alert(1)</script>')
    const tags = tagsOf(html)
    const title = `0.01 ETH to ${HOSTILE} on Creators Studio`
    const description = `Thanks & "${HOSTILE}"`
    const url = `${ORIGIN}/creators/${CREATOR}/supports/1/${hashOf(1)}`
    expect(tags.title).toBe(title)
    expect(tags.description).toBe(description)
    expect(tags.canonical).toBe(url)
    expect(tags.og).toEqual({
      title,
      description,
      url,
      image: expect.stringContaining('/card.png?v='),
      type: 'website',
    })
    expect(tags.twitter).toEqual({ card: 'summary_large_image', title, description, image: tags.og.image })
    expect(tags.document.querySelectorAll('script')).toHaveLength(2)
  })

  test('behavior: a hidden note is left out of its receipt: the amount alone, in its asset', async () => {
    const tags = tagsOf(await (await page(`/creators/${CREATOR}/supports/1/${hashOf(2)}`)).text())
    expect(tags.title).toBe(`5 USDC to ${HOSTILE} on Creators Studio`)
    expect(tags.description).toBe(`A supporter sent 5 USDC to ${HOSTILE} on Ethereum.`)
    expect(tags.document.documentElement.outerHTML).not.toContain('secret')
  })

  test('behavior: a receipt nobody recorded, or one asked for in a wrong shape, is the plain page', async () => {
    for (const path of [
      `/creators/${CREATOR}/supports/1/${hashOf(3)}`,
      `/creators/${BARE}/supports/1/${hashOf(1)}`,
      `/creators/${CREATOR}/supports/5/${hashOf(1)}`,
      `/creators/alice.eth/supports/1/${hashOf(1)}`,
      `/creators/${CREATOR}/supports/1/0x1234`,
    ]) {
      const res = await page(path)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toBe(INDEX)
    }
  })
})
