#!/usr/bin/env -S npx tsx --expose-gc
// The CSV export of a creator with many supports (GET /api/creators/:address/supports.csv), served over HTTP from a
// SQLite file by the real route and store, read by a client that keeps nothing. Prints the time, the size, and the
// peak memory of the process while the export runs over its level before (RSS and V8 heap, sampled every 2 ms and at
// each chunk), then the same figures for reading every support into memory at once, for comparison.
// Bounded; not part of `npm test`. Usage: npx tsx --expose-gc bench/supportExport.mts [--supports 100000]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { getAddress } from 'viem'
import { SystemClock } from '../src/adapters/clock/systemClock'
import { MemorySessionStore } from '../src/adapters/memory/memorySessionStore'
import { createCreatorRoutes } from '../src/adapters/server/createCreatorRoutes'
import { MemoryRateLimiter } from '../src/adapters/server/memoryRateLimiter'
import { migrateStateDatabase } from '../src/adapters/sql/migrateStateDatabase'
import { openDatabase } from '../src/adapters/sql/openDatabase'
import { SqlCreatorStore } from '../src/adapters/sql/sqlCreatorStore'
import { ETHEREUM } from '../src/domain/chains/knownChains'
import type { Support } from '../src/domain/support/support'
import { startHttpServer } from '../test/support/httpServer'

const { values } = parseArgs({ options: { supports: { type: 'string', default: '100000' } } })
const total = Number(values.supports)
const CREATOR = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
const SUPPORTER = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
const USDC = { symbol: 'USDC', decimals: 6, address: getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48') }
const MB = 1024 * 1024
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})

const dir = mkdtempSync(join(tmpdir(), 'export-bench-'))
const database = openDatabase({ kind: 'sqlite', file: join(dir, 'state.db') })
await migrateStateDatabase(database)

// 100,000 supports with notes of every kind the export escapes: a comma, quotes, Arabic, a formula.
const NOTES = ['Thanks, for "everything"', 'شكرا لك على كل شيء', '=SUM(A1:A9)', 'Keep going!', '']
const started = performance.now()
for (let first = 0; first < total; first += 1_000) {
  const rows = Array.from({ length: Math.min(1_000, total - first) }, (_, i) => {
    const n = first + i
    return {
      creator: CREATOR,
      chain_id: 1,
      tx_hash: `0x${n.toString(16).padStart(64, '0')}`,
      asset_key: n % 2 ? USDC.address.toLowerCase() : 'native',
      from_address: SUPPORTER,
      value: n % 2 ? '5000000' : '10000000000000000',
      asset_symbol: n % 2 ? USDC.symbol : 'ETH',
      asset_decimals: n % 2 ? USDC.decimals : 18,
      asset_address: n % 2 ? USDC.address : null,
      note: NOTES[n % NOTES.length] ?? '',
      created_at: 1_700_000_000_000 + n * 1_000,
      block_number: n,
      block_hash: null,
      source: 'chain',
      hidden: n % 10 === 0 ? 1 : 0,
    }
  })
  await database.db.insertInto('supports').values(rows).execute()
}
console.log(`filled ${total.toLocaleString('en')} supports in ${((performance.now() - started) / 1000).toFixed(1)} s`)

const store = new SqlCreatorStore(database.db, database.kind)
const sessions = new MemorySessionStore()
const session = await sessions.create({ address: CREATOR, chainId: 1, expiresAt: Date.now() + 3_600_000 })
const app = createCreatorRoutes({
  appOrigin: 'http://localhost:8080',
  chainIds: [1],
  chains: [{ ...ETHEREUM, rpcUrls: [] }],
  creatorStore: store,
  sessionStore: sessions,
  chainReader: {} as never,
  checksumAddress: getAddress,
  clock: new SystemClock(),
  rateLimiter: (_scope, rule) => new MemoryRateLimiter(rule),
  storeDeadlineMs: 30_000,
})
const server = await startHttpServer(app)

/** Runs `work` while sampling memory; the peaks over the level just before it, in MB. */
async function measure(name: string, work: (sample: () => void) => Promise<number>): Promise<void> {
  gc()
  await new Promise((resolve) => setTimeout(resolve, 50))
  gc()
  const before = process.memoryUsage()
  let peakRss = before.rss
  let peakHeap = before.heapUsed
  const sample = () => {
    const now = process.memoryUsage()
    peakRss = Math.max(peakRss, now.rss)
    peakHeap = Math.max(peakHeap, now.heapUsed)
  }
  const timer = setInterval(sample, 2)
  const t0 = performance.now()
  const bytes = await work(sample)
  const ms = performance.now() - t0
  clearInterval(timer)
  sample()
  console.log(
    `${name}: ${(bytes / MB).toFixed(1)} MB in ${(ms / 1000).toFixed(2)} s; peak over before: RSS +${((peakRss - before.rss) / MB).toFixed(1)} MB, heap +${((peakHeap - before.heapUsed) / MB).toFixed(1)} MB (before: RSS ${(before.rss / MB).toFixed(0)} MB, heap ${(before.heapUsed / MB).toFixed(0)} MB)`,
  )
}

await measure('streamed export over HTTP', async (sample) => {
  const res = await fetch(`${server.url}/api/creators/${CREATOR}/supports.csv`, {
    headers: { cookie: `cs_session=${session}` },
  })
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`)
  let bytes = 0
  let lines = 0
  for await (const chunk of res.body) {
    bytes += chunk.byteLength
    for (const byte of chunk) if (byte === 0x0a) lines++
    sample()
  }
  console.log(`  ${lines.toLocaleString('en')} lines (header, records, and the line breaks inside notes)`)
  return bytes
})

await measure('for comparison, every support read into memory at once', async (sample) => {
  const all: Support[] = []
  let cursor: string | undefined
  do {
    const page = await store.listAllSupports(CREATOR, { cursor })
    all.push(...page.items)
    cursor = page.nextCursor ?? undefined
    sample()
  } while (cursor !== undefined)
  const text = JSON.stringify(all)
  sample()
  return text.length
})

await server.close()
await database.close()
rmSync(dir, { recursive: true, force: true })
