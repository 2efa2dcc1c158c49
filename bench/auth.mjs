#!/usr/bin/env node
// Sign-in API throughput on loopback, for each place the sign-in state can live: the real server (`npm start`'s
// src/app/server/main.ts, separate processes, rate limits raised) with STATE_STORE=memory, with SQLite in a temporary
// DATA_DIR, and as two instances sharing a throwaway PostgreSQL cluster, the requests sent to them in turn (round
// robin). Measures GET /api/auth/nonce and POST /api/auth/verify with real EIP-191 signatures (closed loop). With
// --sustain RATE it then offers RATE nonce requests per second on a fixed timetable for --seconds to the SQLite and
// the PostgreSQL setups (bench/nonceSustained.mjs). Bounded; stops by itself. Not part of `npm test`.
// The floor: before each setup, the same client measures a bare Hono handler answering a random nonce
// (bench/floorServer.mjs, as many processes as the setup has instances), and every figure is also printed as a ratio
// to it ("floor ratio"): the machine's load moves both, the ratio shows the code. Sustained runs also give the servers'
// CPU per request, as a multiple of the floor's.
// --cpu-prof DIR: every server process writes its V8 CPU profile into DIR when it stops (node --cpu-prof).
// Usage: node bench/auth.mjs [--requests 2000] [--concurrency 16] [--library viem|ethers]
//   [--stores memory,sqlite,postgres] [--sustain 1000 [--seconds 10] [--warmup 1]] [--cpu-prof DIR] [--json]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'
import { FLOOR, profileServersInto, runNonceSustained, startServer, stopServer } from './nonceSustained.mjs'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    library: { type: 'string', default: 'viem' },
    stores: { type: 'string', default: 'memory,sqlite,postgres' },
    json: { type: 'boolean', default: false },
    sustain: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    'cpu-prof': { type: 'string' },
  },
})
const REQUESTS = Math.min(Math.max(Number(values.requests) || 2000, 10), 20_000)
const CONCURRENCY = Math.min(Math.max(Number(values.concurrency) || 16, 1), 256)
const ORIGIN = 'http://localhost:8080'
const TIME_LIMIT_MS = 120_000
const STORES = values.stores.split(',').filter((name) => ['memory', 'sqlite', 'postgres'].includes(name))
const bounded = (raw, fallback, min, max) =>
  Math.min(Math.max(Number.isFinite(Number(raw)) ? Number(raw) : fallback, min), max)
const SUSTAIN =
  values.sustain === undefined
    ? null
    : {
        rate: bounded(values.sustain, 1000, 1, 20_000),
        seconds: bounded(values.seconds, 10, 1, 60),
        warmup: bounded(values.warmup, 1, 0, 10),
      }
// A hard stop whatever happens (process.exit runs the 'exit' hooks that kill started servers).
// Each setup also runs the floor: its closed loop and, with --sustain, its sustained run.
const perStore = 2 * TIME_LIMIT_MS + (SUSTAIN ? 2 * (SUSTAIN.seconds + SUSTAIN.warmup) * 1000 + 60_000 : 10_000)
const HARD_LIMIT_MS = perStore * STORES.length
setTimeout(() => {
  console.error(`bench/auth: stopped after ${HARD_LIMIT_MS / 1000} s`)
  process.exit(1)
}, HARD_LIMIT_MS).unref()
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))

if (values['cpu-prof']) profileServersInto(values['cpu-prof'])
register()
const { privateKeyToAccount } = await import('viem/accounts')
const { getAddress } = await import('viem')
const { buildSiweMessage } = await import('../src/domain/auth/siweMessage.ts')
const { startPostgresCluster, createTestDatabase } = await import('../test/support/postgres.ts')

const library = values.library === 'ethers' ? 'ethers' : 'viem'
const unlimited = `${REQUESTS * 4}/1h`
const baseEnv = {
  PATH: process.env.PATH ?? '',
  PORT: '0',
  HOST: '127.0.0.1',
  APP_ORIGIN: ORIGIN,
  // One chain with an RPC nobody listens on: nothing in this run may leave the machine.
  VITE_CHAINS: '1',
  VITE_RPC_URLS: '1=http://127.0.0.1:9',
  VITE_CHAIN_LIBRARY: library,
  AUTH_RATE_LIMIT_NONCE: unlimited,
  AUTH_RATE_LIMIT_VERIFY: unlimited,
}

/** Runs `count` requests, `CONCURRENCY` at a time; answers latencies (ms) and wall time. */
async function load(count, request) {
  const deadline = Date.now() + TIME_LIMIT_MS
  const latencies = []
  let next = 0
  const started = performance.now()
  async function worker() {
    while (next < count && Date.now() < deadline) {
      const i = next++
      const t = performance.now()
      await request(i)
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { latencies, seconds: (performance.now() - started) / 1000 }
}

/** Prints one closed-loop figure, with its ratio to the floor's req/s when there is one. */
function report(store, name, { latencies, seconds }, floorRps) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2)
  const rate = (latencies.length / seconds).toFixed(0)
  const floorRatio = floorRps ? Number((Number(rate) / floorRps).toFixed(2)) : undefined
  const ratio = floorRatio === undefined ? '' : `  floor ratio ${floorRatio.toFixed(2)}`
  console.log(
    `${store.padEnd(26)} ${name.padEnd(7)} ${String(latencies.length).padStart(6)} requests  ${rate.padStart(6)} req/s  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms${ratio}`,
  )
  // Every request was checked for its status (expectStatus throws otherwise), so a finished run had no errors.
  const figures = { requests: latencies.length, rps: Number(rate), p50: Number(at(0.5)), p99: Number(at(0.99)) }
  return { ...figures, errors: 0, ...(floorRatio === undefined ? {} : { floorRatio }) }
}

/** The floor's closed-loop nonce rate with `instances` bare handlers, measured by the same `load` as the app. */
async function measureFloor(label, instances) {
  const servers = await Promise.all(Array.from({ length: instances }, () => startServer(baseEnv, FLOOR)))
  try {
    const bases = servers.map((server) => server.base)
    const run = await load(REQUESTS, async (i) => {
      const res = await expectStatus(await fetch(`${bases[i % bases.length]}/api/auth/nonce`), 200)
      await res.json()
    })
    return report(`floor (${label})`, 'nonce', run)
  } finally {
    await Promise.all(servers.map((server) => stopServer(server.child)))
  }
}

async function expectStatus(res, status) {
  if (res.status !== status) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
  return res
}

/** Nonce then verify throughput against `bases` (API origins, used in turn). */
async function measure(store, bases, floorRps) {
  const nonces = []
  const nonceRun = await load(REQUESTS, async (i) => {
    const res = await expectStatus(await fetch(`${bases[i % bases.length]}/api/auth/nonce`), 200)
    nonces.push((await res.json()).nonce)
  })
  // Signing is the wallet's work, done before the clock starts on verify.
  const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
  const issuedAt = new Date().toISOString()
  const bodies = []
  for (const nonce of nonces) {
    // The app's message for an http origin: EIP-4361 reads a message without a scheme as https.
    const fields = { scheme: 'http', domain: 'localhost:8080', address: account.address, uri: ORIGIN }
    const message = buildSiweMessage(
      { ...fields, version: '1', chainId: 1, nonce, issuedAt },
      { checksumAddress: getAddress },
    )
    bodies.push(JSON.stringify({ message, signature: await account.signMessage({ message }) }))
  }
  const headers = { 'content-type': 'application/json', origin: ORIGIN }
  const verifyRun = await load(bodies.length, async (i) => {
    const url = `${bases[(i + 1) % bases.length]}/api/auth/verify`
    await expectStatus(await fetch(url, { method: 'POST', headers, body: bodies[i] }), 200)
  })
  return { nonce: report(store, 'nonce', nonceRun, floorRps), verify: report(store, 'verify', verifyRun, floorRps) }
}

/** Each store's setup: a label, the server environment, how many instances share it, and a clean-up. */
async function setUp(name) {
  if (name === 'memory') return { label: 'memory (1 instance)', env: { STATE_STORE: 'memory' }, instances: 1 }
  if (name === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'cs-bench-sqlite-'))
    return {
      label: 'SQLite (1 instance)',
      env: { DATA_DIR: dir },
      instances: 1,
      tearDown: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const cluster = await startPostgresCluster()
  return {
    label: 'PostgreSQL (2 instances)',
    env: { DATABASE_URL: await createTestDatabase(cluster.adminUrl) },
    instances: 2,
    databasePid: cluster.serverPid(),
    tearDown: () => cluster.destroy(),
  }
}

const figures = {}
console.log(`sign-in API on loopback, ${library} verifier, concurrency ${CONCURRENCY}, node ${process.version}`)
for (const name of STORES) {
  const setup = await setUp(name)
  try {
    const env = { ...baseEnv, ...setup.env }
    const instances = `${setup.instances} instance${setup.instances === 1 ? '' : 's'}`
    const floor = await measureFloor(instances, setup.instances)
    const servers = await Promise.all(Array.from({ length: setup.instances }, () => startServer(env)))
    try {
      figures[name] = await measure(
        setup.label,
        servers.map((server) => server.base),
        floor.rps,
      )
      figures[name].floor = { nonce: floor }
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child)))
    }
    if (SUSTAIN && name !== 'memory') {
      const floorSustained = await runNonceSustained({ ...SUSTAIN, instances: setup.instances, script: FLOOR })
      reportSustained(`floor (${instances})`, floorSustained)
      const sustained = await runNonceSustained({
        ...SUSTAIN,
        stateEnv: setup.env,
        instances: setup.instances,
        databasePid: setup.databasePid ?? null,
      })
      reportSustained(setup.label, sustained, floorSustained)
      const { offered, achieved, seconds, requests, errors, errorKinds, p50, p99, held, loadAverage } = sustained
      figures[name].floor.nonceSustained = {
        achieved: floorSustained.achieved,
        p50: floorSustained.p50,
        p99: floorSustained.p99,
        held: floorSustained.held,
        serverCpuMsPerRequest: floorSustained.serverCpuMsPerRequest,
      }
      figures[name].nonceSustained = {
        offered,
        achieved,
        seconds,
        requests,
        errors,
        errorKinds,
        p50,
        p99,
        held,
        loadAverage,
        serverCpuMsPerRequest: sustained.serverCpuMsPerRequest,
        databaseCpuMsPerRequest: sustained.databaseCpuMsPerRequest,
        ...sustainedRatios(sustained, floorSustained),
      }
    }
  } finally {
    await setup.tearDown?.()
  }
}

/** The app's sustained figures over the floor's: achieved rate, and server CPU per request (lower is better). */
function sustainedRatios(s, floor) {
  const ratio = (a, b) => (a && b ? Number((a / b).toFixed(2)) : null)
  return {
    floorRatio: ratio(s.achieved, floor.achieved),
    cpuPerRequestVsFloor: ratio(s.serverCpuMsPerRequest, floor.serverCpuMsPerRequest),
  }
}

function reportSustained(label, s, floor) {
  const errors =
    s.errors === 0
      ? '0 errors'
      : `${s.errors} errors (${Object.entries(s.errorKinds)
          .map(([k, n]) => `${k}: ${n}`)
          .join(', ')})`
  console.log(`${label}: nonce sustained, open loop, ${s.warmup} s warm-up:`)
  console.log(
    `  offered ${s.offered} req/s for ${s.seconds} s, achieved ${s.achieved} req/s, ${errors}; latency from scheduled send p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  => ${s.held ? 'HELD' : 'NOT HELD'}`,
  )
  console.log(
    `  client at most ${s.maxLateMs} ms late sending; servers' CPU ${s.serverCpuPercent ?? '?'}% of a core (${s.serverCpuMsPerRequest ?? '?'} ms per request), client ${s.clientCpuPercent}%; load average ${s.loadAverage} at start`,
  )
  if (s.databaseCpuPercent !== null && s.databaseCpuPercent !== undefined)
    console.log(
      `  database server's CPU ${s.databaseCpuPercent}% of a core (${s.databaseCpuMsPerRequest} ms per request)`,
    )
  if (!floor) return
  const { floorRatio, cpuPerRequestVsFloor } = sustainedRatios(s, floor)
  console.log(
    `  floor ratio ${floorRatio ?? '?'} (achieved over the floor's ${floor.achieved} req/s); server CPU per request ${cpuPerRequestVsFloor ?? '?'} x the floor's`,
  )
}

// `--json`: one last line for bench/bench.mjs's table.
if (values.json) console.log(JSON.stringify(figures))
process.exit(0)
