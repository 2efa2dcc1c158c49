import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { StateConfig } from '../../../src/app/server/serverConfig'
import type { Support } from '../../../src/domain/support/support'
import type { Address } from '../../../src/domain/shared/hex'
import { SUPPORT_CSV_COLUMNS } from '../../../src/domain/support/supportCsv'
import { startAnvil, type Anvil } from '../../support/anvil'
import { CREATORS_CHAIN_ID, type ServedCreatorsApi, serveCreatorsApi } from '../../support/creatorsServer'
import { createTestDatabase } from '../../support/postgres'
import { alice, bob } from '../../support/siweSigning'

// The CSV export and the goal against the server as npm start serves it, over SQLite and PostgreSQL. Supports are
// written to the server's own store, as the claim route and the indexer write them.
const USDC_ADDRESS = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const
const ETH = { symbol: 'ETH', decimals: 18, address: null }
const USDC = { symbol: 'USDC', decimals: 6, address: USDC_ADDRESS }
const PROFILE = {
  displayName: 'Ada',
  bio: 'Writes.',
  links: [],
  accentColor: '#1a2b3c',
  suggestedAmounts: {},
  thankYou: '',
}
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const freshOwner = () => privateKeyToAccount(generatePrivateKey())

function support(n: number, overrides: Partial<Support> = {}): Support {
  return {
    chainId: CREATORS_CHAIN_ID,
    txHash: hashOf(n),
    from: alice.address,
    asset: ETH,
    amount: '10000000000000000',
    note: '',
    createdAt: Date.UTC(2026, 0, 1) + n,
    blockNumber: null,
    hidden: false,
    ...overrides,
  }
}

/** The CSV's rows by column, after its byte-order mark, read by a strict RFC 4180 parser. */
function rowsOf(bytes: Uint8Array): Record<string, string>[] {
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.slice(3))
  const [header] = parse(text, { to_line: 1 }) as string[][]
  expect(header).toEqual([...SUPPORT_CSV_COLUMNS])
  return parse(text, { columns: true }) as Record<string, string>[]
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`supports.csv and the goal over ${kind} (real server)`, () => {
    let anvil: Anvil
    let server: ServedCreatorsApi
    const dir = mkdtempSync(join(tmpdir(), 'export-goal-'))

    beforeAll(async () => {
      anvil = await startAnvil({ chainId: CREATORS_CHAIN_ID })
      const state: StateConfig =
        kind === 'sqlite' ? { kind, file: join(dir, 'state.db') } : { kind, url: await createTestDatabase() }
      server = await serveCreatorsApi(state, anvil.url, {
        env: { VITE_SUPPORT_TOKENS: `${CREATORS_CHAIN_ID}:${USDC_ADDRESS}:USDC:6` },
      })
    }, 60_000)

    afterAll(async () => {
      await server?.close()
      await anvil?.stop()
      rmSync(dir, { recursive: true, force: true })
    })

    const csvUrl = (creator: Address) => `${server.url}/api/creators/${creator}/supports.csv`
    const record = (creator: Address, note: Support) => server.stores.creatorStore.attachNote(creator, note)

    test('default: the owner downloads every support, ETH and USDC, hidden ones marked, notes as written', async () => {
      const owner = freshOwner()
      const creator = owner.address
      const notes = [
        support(1, { note: 'Thanks, for "everything"' }),
        support(2, { asset: USDC, amount: '5000000', note: 'شكرا لك على كل شيء', from: bob.address }),
        support(3, { asset: USDC, amount: '1', note: '=HYPERLINK("https://evil.example","x")', hidden: true }),
        support(4, { note: '+1\nand a second line' }),
      ]
      for (const note of notes) expect(await record(creator, note)).toBe('inserted')
      await record(freshOwner().address, support(5))
      const res = await (await server.signedIn(owner))(csvUrl(creator))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present')
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="supports-${creator}.csv"`)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const rows = rowsOf(new Uint8Array(await res.arrayBuffer()))
      expect(rows).toEqual([
        {
          date: '2026-01-01T00:00:00.001Z',
          chain_id: String(CREATORS_CHAIN_ID),
          chain: expect.any(String),
          asset: 'ETH',
          amount: '0.01',
          amount_base_units: '10000000000000000',
          from: alice.address,
          tx_hash: hashOf(1),
          explorer_url: '',
          note: 'Thanks, for "everything"',
          hidden: 'false',
        },
        expect.objectContaining({
          asset: 'USDC',
          amount: '5',
          amount_base_units: '5000000',
          from: bob.address,
          note: 'شكرا لك على كل شيء',
          hidden: 'false',
        }),
        expect.objectContaining({
          asset: 'USDC',
          amount: '0.000001',
          amount_base_units: '1',
          note: `'=HYPERLINK("https://evil.example","x")`,
          hidden: 'true',
        }),
        expect.objectContaining({ note: "'+1\nand a second line" }),
      ])
    })

    test('behavior: thousands of supports come in the order received, each once, across the store’s pages', async () => {
      const owner = freshOwner()
      const count = 1_234
      for (let n = 0; n < count; n++)
        await record(owner.address, support(10_000 + n, { createdAt: 1_000 + Math.floor(n / 4) }))
      const res = await (await server.signedIn(owner))(csvUrl(owner.address))
      const rows = rowsOf(new Uint8Array(await res.arrayBuffer()))
      expect(rows.map((row) => row.tx_hash)).toEqual(Array.from({ length: count }, (_, n) => hashOf(10_000 + n)))
    }, 60_000)

    test('behavior: a creator without supports gets the header alone', async () => {
      const owner = freshOwner()
      const res = await (await server.signedIn(owner))(csvUrl(owner.address))
      expect(rowsOf(new Uint8Array(await res.arrayBuffer()))).toEqual([])
    })

    test('behavior: nobody else reads it: 401 without a session, 403 for another account, 400 for no address', async () => {
      const owner = freshOwner()
      await record(owner.address, support(20, { note: 'private' }))
      const anonymous = await fetch(csvUrl(owner.address))
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toEqual({ error: { code: 'unauthenticated', message: 'No live session' } })
      const attacker = await server.signedIn(bob)
      for (const url of [csvUrl(owner.address), csvUrl(owner.address.toLowerCase() as Address)]) {
        const res = await attacker(url)
        expect(res.status).toBe(403)
        expect((await res.json()).error.code).toBe('not-owner')
      }
      const bad = await attacker(`${server.url}/api/creators/0x12/supports.csv`)
      expect(bad.status).toBe(400)
      expect((await bad.json()).error.code).toBe('invalid-address')
      // The attacker's own export holds nothing of the owner's.
      const own = await attacker(csvUrl(bob.address))
      expect(await own.text()).not.toContain('private')
    })

    test('default: a goal is saved with the profile; its progress counts every USDC support this month, hidden too', async () => {
      const owner = freshOwner()
      const creator = owner.address
      const tab = await server.signedIn(owner)
      const url = `${server.url}/api/creators/${creator}`
      const goal = { asset: 'USDC', amount: '100.0', period: 'month', title: 'New microphone' }
      const saved = await tab(url, json('PUT', { ...PROFILE, goal }))
      expect(saved.status).toBe(200)
      expect(await saved.json()).toMatchObject({ goal: { ...goal, amount: '100' }, goalProgress: { reached: '0' } })
      const now = Date.now()
      const lastMonth = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1) - 1
      await record(creator, support(30, { asset: USDC, amount: '5000000', createdAt: now }))
      await record(creator, support(31, { asset: USDC, amount: '250000', createdAt: now, hidden: true }))
      await record(creator, support(32, { asset: USDC, amount: '7000000', createdAt: lastMonth }))
      await record(creator, support(33, { amount: '9', createdAt: now }))
      const read = await (await fetch(url)).json()
      expect(read.goal).toEqual({ ...goal, amount: '100' })
      expect(read.goalProgress).toEqual({ reached: '5.25', since: lastMonth + 1 })
      const total = await (await tab(url, json('PUT', { ...PROFILE, goal: { ...goal, period: 'total' } }))).json()
      expect(total.goalProgress).toEqual({ reached: '12.25', since: 0 })
      const none = await (await tab(url, json('PUT', { ...PROFILE, goal: null }))).json()
      expect(none).toMatchObject({ goal: null, goalProgress: null })
      expect(await (await fetch(url)).json()).toMatchObject({ goal: null, goalProgress: null })
    })

    test('behavior: a goal that is not one is 400 invalid-profile naming each field; another account cannot set one', async () => {
      const owner = freshOwner()
      const tab = await server.signedIn(owner)
      const url = `${server.url}/api/creators/${owner.address}`
      const res = await tab(
        url,
        json('PUT', { ...PROFILE, goal: { asset: 'DAI', amount: '1.0000001', period: 'year', title: '' } }),
      )
      expect(res.status).toBe(400)
      expect((await res.json()).error.problems).toEqual([
        { field: 'goal.asset', code: 'goalAssetUnknown' },
        { field: 'goal.period', code: 'goalPeriod' },
        { field: 'goal.title', code: 'goalTitleLength', params: { max: 60 } },
      ])
      const decimals = await tab(
        url,
        json('PUT', { ...PROFILE, goal: { asset: 'USDC', amount: '1.0000001', period: 'month', title: 'x' } }),
      )
      expect((await decimals.json()).error).toMatchObject({
        code: 'invalid-profile',
        field: 'goal.amount',
        problems: [{ field: 'goal.amount', code: 'goalAmountDecimals', params: { max: 6 } }],
      })
      const attacker = await server.signedIn(bob)
      const refused = await attacker(
        url,
        json('PUT', { ...PROFILE, goal: { asset: 'USDC', amount: '1', period: 'month', title: 'x' } }),
      )
      expect(refused.status).toBe(403)
      expect((await fetch(url)).status).toBe(404)
    })

    test('default: the badge and the link preview say the goal and how far it is', async () => {
      const owner = freshOwner()
      const creator = owner.address
      const tab = await server.signedIn(owner)
      const goal = { asset: 'USDC', amount: '100', period: 'total', title: 'Rent & <food>' }
      expect((await tab(`${server.url}/api/creators/${creator}`, json('PUT', { ...PROFILE, goal }))).status).toBe(200)
      await record(creator, support(40, { asset: USDC, amount: '5000000' }))
      const badge = await (await fetch(`${server.url}/api/creators/${creator}/badge.svg`)).text()
      expect(badge).toContain('Rent &amp; &lt;food&gt;: 5 of 100 USDC in total (5%)')
      expect(badge).not.toContain('<food>')
      const page = await (await fetch(`${server.url}/creators/${creator}`)).text()
      expect(page).toContain(
        '<meta name="description" content="Goal Rent &amp; &lt;food&gt;: 5 of 100 USDC in total (5%). Writes." />',
      )
    })
  })
}
