import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEFAULT_SUPPORT_INDEXER } from '../../../src/domain/support/supportIndexer'
import type { Support } from '../../../src/domain/support/support'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { ANVIL_ACCOUNTS, anvilReceipt, freePort, startAnvil, type Anvil } from '../../support/anvil'
import type { cookieJarFetch } from '../../support/cookieJarFetch'
import { deployTestToken, type TestToken } from '../../support/erc20/testToken'
import { RANGE_TOO_LARGE, startFaultyRpc, TOO_MANY_RESULTS, type FaultyRpc } from '../../support/faultyRpc'
import { createTestDatabase } from '../../support/postgres'
import {
  killServerProcesses,
  PROCESS_TIMEOUT_MS,
  type ServerProcess,
  startServerProcess,
} from '../../support/serverProcess'
import { signedInTab } from '../../support/signedInTab'

// The support indexer under `npm start`'s real server process, on a real anvil chain (automine: one block per
// payment) paid in ETH and in a USDC-like token: kill -9 in the middle of a burst, two instances sharing PostgreSQL,
// and an RPC that refuses wide eth_getLogs ranges or stops answering.
const ORIGIN = 'http://localhost:8080'
const CHAIN = 31337
const USD = 1_000_000n
const ETH = { symbol: 'ETH', decimals: 18, address: null }
const payer = ANVIL_ACCOUNTS[1].address
const tokenHolder = ANVIL_ACCOUNTS[0].address
const profile = { displayName: 'Ada', bio: '', links: [], accentColor: '#1a2b3c', suggestedAmounts: {}, thankYou: '' }
const dataDir = mkdtempSync(join(tmpdir(), 'cs-indexer-'))

type Tab = ReturnType<typeof cookieJarFetch>
type Paid = { txHash: Hash; asset: 'ETH' | 'USDC'; amount: bigint }

let anvil: Anvil
let usdc: TestToken
const proxies: FaultyRpc[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  usdc = await deployTestToken(anvil, 'USDC', 6)
  await usdc.mint(tokenHolder, 1_000_000n * USD)
}, 60_000)
afterEach(async () => {
  await killServerProcesses()
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
})
afterAll(async () => {
  await anvil?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

function serverEnv(rpcUrl: string, state: Record<string, string>): Record<string, string> {
  return {
    APP_ORIGIN: ORIGIN,
    VITE_CHAINS: String(CHAIN),
    VITE_RPC_URLS: `${CHAIN}=${rpcUrl}`,
    VITE_SUPPORT_TOKENS: `${CHAIN}:${usdc.address}:USDC:6`,
    SUPPORT_CONFIRMATIONS: `${CHAIN}=1`,
    SUPPORT_POLL_MS: '100',
    ...state,
  }
}

/** A fresh creator signed in on `server` who saved a profile (so the indexer watches them from the next block). */
async function creatorOn(server: ServerProcess): Promise<{ address: Address; tab: Tab }> {
  const owner = privateKeyToAccount(generatePrivateKey())
  const tab = await signedInTab(server.url, ORIGIN, owner, CHAIN)
  const saved = await tab(`${server.url}/api/creators/${owner.address}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  })
  expect(saved.status).toBe(200)
  return { address: owner.address, tab }
}

/** Payment `i` to `creator`: ETH from an unlocked account on even `i`, USDC on odd `i`; mined (automine) when it resolves. */
async function pay(creator: Address, i: number): Promise<Paid> {
  if (i % 2 === 1) {
    const amount = BigInt(i) * USD
    return { txHash: await usdc.transfer(tokenHolder, creator, amount), asset: 'USDC', amount }
  }
  const amount = 1_000n + BigInt(i)
  const txHash = await anvil.rpc<Hash>('eth_sendTransaction', [
    { from: payer, to: creator, value: `0x${amount.toString(16)}` },
  ])
  await anvilReceipt(anvil, txHash)
  return { txHash, asset: 'ETH', amount }
}

/** Every support the public API lists for `creator`, page after page. */
async function supportsOf(server: ServerProcess, creator: Address): Promise<Support[]> {
  const all: Support[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
    const res = await fetch(`${server.url}/api/creators/${creator}/supports${query}`)
    expect(res.status).toBe(200)
    const page = (await res.json()) as { items: Support[]; nextCursor: string | null }
    all.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  return all
}

/** Polls the API (as the page does) until `creator` has at least `count` supports; answers them. */
function waitForSupports(server: ServerProcess, creator: Address, count: number): Promise<Support[]> {
  return vi.waitFor(
    async () => {
      const found = await supportsOf(server, creator)
      if (found.length < count) throw new Error(`${found.length} of ${count} supports`)
      return found
    },
    { timeout: PROCESS_TIMEOUT_MS, interval: 200 },
  )
}

/** Exactly the payments in `paid`, each once, with its payer, asset and amount. */
function expectEachOnce(found: readonly Support[], paid: readonly Paid[]): void {
  expect(found).toHaveLength(paid.length)
  expect(new Set(found.map((s) => s.txHash)).size).toBe(found.length)
  const seen = found
    .map((s) => ({ txHash: s.txHash, from: s.from, symbol: s.asset.symbol, amount: s.amount, note: s.note }))
    .sort((a, b) => a.txHash.localeCompare(b.txHash))
  const expected = paid
    .map((p) => ({
      txHash: p.txHash,
      from: p.asset === 'ETH' ? payer : tokenHolder,
      symbol: p.asset,
      amount: String(p.amount),
      note: null,
    }))
    .sort((a, b) => a.txHash.localeCompare(b.txHash))
  expect(seen).toEqual(expected)
}

/** The owner's totals by asset, as the Studio reads them. */
async function expectTotals(server: ServerProcess, tab: Tab, creator: Address, paid: readonly Paid[]): Promise<void> {
  const sum = (asset: Paid['asset']) => paid.filter((p) => p.asset === asset).reduce((a, p) => a + p.amount, 0n)
  const count = (asset: Paid['asset']) => paid.filter((p) => p.asset === asset).length
  const res = await tab(`${server.url}/api/creators/${creator}/supports/totals`)
  expect(res.status).toBe(200)
  expect(((await res.json()) as { totals: unknown }).totals).toEqual([
    { chainId: CHAIN, asset: ETH, count: count('ETH'), amount: String(sum('ETH')) },
    {
      chainId: CHAIN,
      asset: { symbol: 'USDC', decimals: 6, address: usdc.address },
      count: count('USDC'),
      amount: String(sum('USDC')),
    },
  ])
}

/** The value of one sample on the metrics listener, 0 when absent. */
async function metric(port: number, name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  let total = 0
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = (match[2] ?? '').split(',')
    if (wanted.every((pair) => have.includes(pair))) total += Number(match[3])
  }
  return total
}

/** The instance id a server process printed for its indexer (the lease table's holder). */
function holderOf(server: ServerProcess): string {
  const match = /Support indexer ([0-9a-f-]{36})/.exec(server.output())
  if (!match) throw new Error(`no indexer id in: ${server.output()}`)
  return match[1] as string
}

describe('support indexer (real server processes)', { timeout: PROCESS_TIMEOUT_MS * 2 }, () => {
  for (const kind of ['sqlite', 'postgres'] as const) {
    test(`behavior: kill -9 during a burst of 50 payments on ${kind}: after the restart, exactly 50 supports`, async () => {
      const state: Record<string, string> =
        kind === 'sqlite'
          ? { DATA_DIR: mkdtempSync(join(dataDir, 'burst-')) }
          : { DATABASE_URL: await createTestDatabase() }
      const env = serverEnv(anvil.url, state)
      const first = await startServerProcess(env)
      const { address: creator, tab } = await creatorOn(first)
      const paid: Paid[] = []
      let listedAtKill = 0
      for (let i = 0; i < 50; i++) {
        paid.push(await pay(creator, i))
        if (i === 24) {
          // Killed while it follows the burst: it has found some and is indexing the next blocks.
          listedAtKill = (await waitForSupports(first, creator, 1)).length
          first.child.kill('SIGKILL')
          await first.exited
        }
      }
      const restarted = Date.now()
      const second = await startServerProcess(env)
      const found = await waitForSupports(second, creator, 50)
      const caughtUpMs = Date.now() - restarted
      console.info(`${kind}: ${listedAtKill} supports listed at the kill; all 50 ${caughtUpMs} ms after the restart`)
      expectEachOnce(found, paid)
      await expectTotals(second, tab, creator, paid)
      // Another pass over the same head changes nothing.
      paid.push(await pay(creator, 50))
      expectEachOnce(await waitForSupports(second, creator, 51), paid)
    })
  }

  test('behavior: two instances on one PostgreSQL record each payment once; the indexing one killed, the other takes over within 30 s', async () => {
    // The product's bound: a lease lapses after leaseMs and a waiting instance asks for it every leaseMs / 3 at most.
    expect(DEFAULT_SUPPORT_INDEXER.leaseMs + DEFAULT_SUPPORT_INDEXER.leaseMs / 3).toBeLessThanOrEqual(25_000)
    const databaseUrl = await createTestDatabase()
    const [portA, portB] = [await freePort(), await freePort()]
    const env = serverEnv(anvil.url, { DATABASE_URL: databaseUrl })
    const [a, b] = await Promise.all([
      startServerProcess({ ...env, METRICS_PORT: String(portA) }),
      startServerProcess({ ...env, METRICS_PORT: String(portB) }),
    ])
    await Promise.all([a.waitFor('Support indexer '), b.waitFor('Support indexer ')])
    const { address: creator } = await creatorOn(a)
    const paid: Paid[] = []
    for (let i = 0; i < 10; i++) paid.push(await pay(creator, i))
    expectEachOnce(await waitForSupports(b, creator, 10), paid)
    expectEachOnce(await supportsOf(a, creator), paid)

    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      const lease = async () =>
        (
          await db.query<{ lease_holder: string | null }>(
            'SELECT lease_holder FROM support_cursors WHERE chain_id = $1',
            [CHAIN],
          )
        ).rows[0]?.lease_holder
      const leader = (await lease()) === holderOf(a) ? a : b
      const follower = leader === a ? b : a
      expect(await lease()).toBe(holderOf(leader))
      // Only the lease holder indexed: the other never reported a block.
      const [leaderPort, followerPort] = leader === a ? [portA, portB] : [portB, portA]
      expect(await metric(leaderPort, 'support_indexer_block', { chain: String(CHAIN) })).toBeGreaterThan(0)
      expect(await metric(followerPort, 'support_indexer_block', { chain: String(CHAIN) })).toBe(0)

      leader.child.kill('SIGKILL')
      const killed = Date.now()
      await leader.exited
      paid.push(await pay(creator, 10), await pay(creator, 11))
      const found = await waitForSupports(follower, creator, 12)
      const tookOverMs = Date.now() - killed
      console.info(`two instances: the follower found the payments made after the kill ${tookOverMs} ms after it`)
      expectEachOnce(found, paid)
      expect(await lease()).toBe(holderOf(follower))
      expect(tookOverMs).toBeLessThanOrEqual(30_000)
    } finally {
      await db.end()
    }
  })

  for (const [library, refusal] of [
    ['viem', TOO_MANY_RESULTS],
    ['ethers', RANGE_TOO_LARGE],
  ] as const) {
    test(`behavior: an RPC refusing eth_getLogs over 3 blocks (${refusal.code}) with ${library}: ranges are split, every support found once, the refusals counted`, async () => {
      const rpc = await startFaultyRpc(anvil.url)
      proxies.push(rpc)
      const env = {
        ...serverEnv(rpc.url, { DATA_DIR: mkdtempSync(join(dataDir, 'refuse-')) }),
        VITE_CHAIN_LIBRARY: library,
        METRICS_PORT: String(await freePort()),
      }
      const server = await startServerProcess(env)
      const { address: creator, tab } = await creatorOn(server)
      rpc.refuseLogsOver(3, refusal)
      // Paid while the server is stopped, so the restarted one catches up over all these blocks in one range.
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      const paid: Paid[] = []
      for (let i = 0; i < 16; i++) paid.push(await pay(creator, i))
      const restarted = await startServerProcess(env)
      const found = await waitForSupports(restarted, creator, 16)
      expectEachOnce(found, paid)
      await expectTotals(restarted, tab, creator, paid)
      expect(rpc.refused()).toBeGreaterThan(0)
      expect(
        await metric(Number(env.METRICS_PORT), 'support_indexer_rpc_errors_total', {
          chain: String(CHAIN),
          call: 'getTransferLogs',
        }),
      ).toBe(rpc.refused())
    })
  }

  for (const library of ['viem', 'ethers'] as const) {
    test(`behavior: an RPC that stops answering with ${library}: reads time out, the pages keep serving, the indexer catches up once it answers again`, async () => {
      const rpc = await startFaultyRpc(anvil.url)
      proxies.push(rpc)
      const metricsPort = await freePort()
      const server = await startServerProcess({
        ...serverEnv(rpc.url, { DATA_DIR: mkdtempSync(join(dataDir, 'hang-')) }),
        VITE_CHAIN_LIBRARY: library,
        METRICS_PORT: String(metricsPort),
      })
      const { address: creator } = await creatorOn(server)
      const paid: Paid[] = [await pay(creator, 0), await pay(creator, 1)]
      await waitForSupports(server, creator, 2)
      rpc.hang(true)
      for (let i = 2; i < 8; i++) paid.push(await pay(creator, i))
      const failedPasses = () =>
        metric(metricsPort, 'support_indexer_errors_total', { chain: String(CHAIN), code: 'rpc-timeout' })
      await vi.waitFor(async () => expect(await failedPasses()).toBeGreaterThan(0), {
        timeout: PROCESS_TIMEOUT_MS,
        interval: 200,
      })
      expect(
        await metric(metricsPort, 'support_indexer_rpc_errors_total', { chain: String(CHAIN), code: 'rpc-timeout' }),
      ).toBeGreaterThan(0)
      // While the RPC hangs the server answers: the probes, the creator's profile and wall.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      expect((await fetch(`${server.url}/api/creators/${creator}`)).status).toBe(200)
      expect(await supportsOf(server, creator)).toHaveLength(2)
      expect(rpc.held()).toBeGreaterThan(0)
      rpc.hang(false)
      const resumed = Date.now()
      const found = await waitForSupports(server, creator, 8)
      console.info(`hang (${library}): all 8 supports ${Date.now() - resumed} ms after the RPC answered again`)
      expectEachOnce(found, paid)
    })
  }

  test('behavior: an eth_getLogs that hangs fails its pass once, never split into one held call per block', async () => {
    const rpc = await startFaultyRpc(anvil.url)
    proxies.push(rpc)
    const metricsPort = await freePort()
    const server = await startServerProcess({
      ...serverEnv(rpc.url, { DATA_DIR: mkdtempSync(join(dataDir, 'hang-logs-')) }),
      METRICS_PORT: String(metricsPort),
    })
    const { address: creator } = await creatorOn(server)
    const paid: Paid[] = [await pay(creator, 1)]
    await waitForSupports(server, creator, 1)
    rpc.hang(true, 'eth_getLogs')
    // USDC only: every block of the range may hold a Transfer, so the whole range is asked for.
    for (let i = 3; i < 20; i += 2) paid.push(await pay(creator, i))
    const failedPasses = () =>
      metric(metricsPort, 'support_indexer_errors_total', { chain: String(CHAIN), code: 'rpc-timeout' })
    await vi.waitFor(async () => expect(await failedPasses()).toBeGreaterThanOrEqual(2), {
      timeout: PROCESS_TIMEOUT_MS,
      interval: 200,
    })
    // One held call per failed pass, and the one of the pass under way.
    expect(rpc.held('eth_getLogs')).toBeLessThanOrEqual((await failedPasses()) + 1)
    rpc.hang(false)
    expectEachOnce(await waitForSupports(server, creator, paid.length), paid)
  })
})
