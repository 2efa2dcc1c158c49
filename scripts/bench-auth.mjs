#!/usr/bin/env node
// Sign-in API throughput on loopback: starts the auth routes in this process (rate limits raised), then measures
// GET /api/auth/nonce and POST /api/auth/verify with real EIP-191 signatures (closed loop). With --sustain RATE it
// then starts the real server (a separate process, AUTH_RATE_LIMIT_NONCE raised) and offers RATE nonce requests per
// second on a fixed timetable for --seconds (scripts/benchNonceSustained.mjs). Bounded; stops by itself.
// Not part of `npm test`. Usage: node scripts/bench-auth.mjs [--requests 2000] [--concurrency 16] [--library viem|ethers]
//   [--sustain 1000 [--seconds 10] [--warmup 1]] [--json]
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    library: { type: 'string', default: 'viem' },
    json: { type: 'boolean', default: false },
    sustain: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
  },
})
const REQUESTS = Math.min(Math.max(Number(values.requests) || 2000, 10), 20_000)
const CONCURRENCY = Math.min(Math.max(Number(values.concurrency) || 16, 1), 256)
const ORIGIN = 'http://localhost:8080'
const TIME_LIMIT_MS = 120_000
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
// A hard stop whatever happens (process.exit runs the 'exit' hook that kills a started server).
const HARD_LIMIT_MS = TIME_LIMIT_MS + (SUSTAIN ? (SUSTAIN.seconds + SUSTAIN.warmup) * 1000 + 60_000 : 10_000)
setTimeout(() => {
  console.error(`bench-auth: stopped after ${HARD_LIMIT_MS / 1000} s`)
  process.exit(1)
}, HARD_LIMIT_MS).unref()
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))

register()
const { serve } = await import('@hono/node-server')
const { privateKeyToAccount } = await import('viem/accounts')
const { MemoryNonceStore } = await import('../src/adapters/memory/memoryNonceStore.ts')
const { MemorySessionStore } = await import('../src/adapters/memory/memorySessionStore.ts')
const { createAuthRoutes } = await import('../src/adapters/server/createAuthRoutes.ts')
const { loadSignatureVerifier } = await import('../src/app/server/loadSignatureVerifier.ts')
const { buildSiweMessage } = await import('../src/domain/auth/siweMessage.ts')

const library = values.library === 'ethers' ? 'ethers' : 'viem'
const { signatureVerifier, checksumAddress } = await loadSignatureVerifier(library, { rpcUrls: {} })
const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }
const app = createAuthRoutes({
  appOrigin: ORIGIN,
  chainIds: [1],
  nonceStore: new MemoryNonceStore({ maxEntries: REQUESTS * 2 }),
  sessionStore: new MemorySessionStore(),
  signatureVerifier,
  checksumAddress,
  rateLimits: { nonce: unlimited, verify: unlimited },
})
const server = await new Promise((resolve) => {
  const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
})
const base = `http://127.0.0.1:${server.address().port}/api/auth`
const deadline = Date.now() + TIME_LIMIT_MS

/** Runs `count` requests, `CONCURRENCY` at a time; answers latencies (ms) and wall time. */
async function load(count, request) {
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

function report(name, { latencies, seconds }) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2)
  const rate = (latencies.length / seconds).toFixed(0)
  console.log(
    `${name.padEnd(7)} ${String(latencies.length).padStart(6)} requests  ${rate.padStart(6)} req/s  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms`,
  )
  // Every request was checked for its status (expectStatus throws otherwise), so a finished run had no errors.
  return { requests: latencies.length, rps: Number(rate), p50: Number(at(0.5)), p99: Number(at(0.99)), errors: 0 }
}

async function expectStatus(res, status) {
  if (res.status !== status) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
  return res
}

let figures
try {
  const nonces = []
  const nonceRun = await load(REQUESTS, async () => {
    const res = await expectStatus(await fetch(`${base}/nonce`), 200)
    nonces.push((await res.json()).nonce)
  })
  // Signing is the wallet's work, done before the clock starts on verify.
  const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
  const issuedAt = new Date().toISOString()
  const bodies = []
  for (const nonce of nonces) {
    // The app's message for an http origin: EIP-4361 reads a message without a scheme as https.
    const fields = {
      scheme: 'http',
      domain: 'localhost:8080',
      address: account.address,
      uri: ORIGIN,
      version: '1',
      chainId: 1,
      nonce,
      issuedAt,
    }
    const message = buildSiweMessage(fields, { checksumAddress })
    bodies.push(JSON.stringify({ message, signature: await account.signMessage({ message }) }))
  }
  const headers = { 'content-type': 'application/json', origin: ORIGIN }
  const verifyRun = await load(bodies.length, async (i) => {
    await expectStatus(await fetch(`${base}/verify`, { method: 'POST', headers, body: bodies[i] }), 200)
  })
  console.log(`sign-in API on loopback, ${library} verifier, concurrency ${CONCURRENCY}, node ${process.version}`)
  figures = { nonce: report('nonce', nonceRun), verify: report('verify', verifyRun) }
} finally {
  server.close()
  server.closeAllConnections?.()
}

function reportSustained(s) {
  const errors =
    s.errors === 0
      ? '0 errors'
      : `${s.errors} errors (${Object.entries(s.errorKinds)
          .map(([k, n]) => `${k}: ${n}`)
          .join(', ')})`
  console.log(
    `nonce sustained, real server (separate process, AUTH_RATE_LIMIT_NONCE=${s.rateLimit}), open loop, ${s.warmup} s warm-up:`,
  )
  console.log(
    `  offered ${s.offered} req/s for ${s.seconds} s, achieved ${s.achieved} req/s, ${errors}; latency from scheduled send p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  => ${s.held ? 'HELD' : 'NOT HELD'}`,
  )
  console.log(
    `  client at most ${s.maxLateMs} ms late sending; server CPU ${s.serverCpuPercent ?? '?'}% of a core, client ${s.clientCpuPercent}%; load average ${s.loadAverage} at start`,
  )
}

if (SUSTAIN) {
  const { runNonceSustained } = await import('./benchNonceSustained.mjs')
  const sustained = await runNonceSustained(SUSTAIN)
  reportSustained(sustained)
  const { offered, achieved, seconds, requests, errors, errorKinds, p50, p99, held, loadAverage } = sustained
  figures.nonceSustained = { offered, achieved, seconds, requests, errors, errorKinds, p50, p99, held, loadAverage }
}
// `--json`: one last line for bench/bench.mjs's table.
if (values.json) console.log(JSON.stringify(figures))
