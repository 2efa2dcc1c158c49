// Open-loop load on GET /api/auth/nonce of the REAL server (`node --import tsx src/app/server/main.ts`, a separate
// process, as `npm start` runs it): requests leave on a fixed timetable whatever the answers do, so a server that
// falls behind shows up as latency and a lower achieved rate instead of slowing the load down (no coordinated
// omission). Used by bench/auth.mjs --sustain.
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const MAIN = fileURLToPath(new URL('../src/app/server/main.ts', import.meta.url))
/** The bare Hono handler the app is compared with (bench/floorServer.mjs). */
export const FLOOR = fileURLToPath(new URL('./floorServer.mjs', import.meta.url))
const START_TIMEOUT_MS = 30_000
const REQUEST_TIMEOUT_MS = 5_000
const STOP_GRACE_MS = 3_000
const OUTPUT_TAIL_CHARS = 8_192
const READY = /Creators Studio on .* \(listening on 127\.0\.0\.1:([0-9]+),/

let profileArgs = []

/** From now on every server started writes a V8 CPU profile into `dir` when it exits (node --cpu-prof). */
export function profileServersInto(dir) {
  profileArgs = ['--cpu-prof', `--cpu-prof-dir=${dir}`]
}

/**
 * Starts the server (`script`: main.ts, or FLOOR) on a port the OS picks (PORT=0; it prints the one it got); answers
 * it once it listens.
 */
export async function startServer(env, script = MAIN) {
  const child = spawn(process.execPath, [...profileArgs, '--import', 'tsx', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  let output = ''
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms: ${output.trim()}`)),
      START_TIMEOUT_MS,
    )
    const onStartup = (d) => {
      output += d
      const match = READY.exec(output)
      if (!match) return
      clearTimeout(timer)
      // From now on the server logs a JSON line per request: keep only the last few KiB for error messages. Growing
      // (and searching) one string per chunk costs the client a core at 1,000 req/s, and a pipe read late blocks the
      // server's synchronous log writes, so the bench would measure its own reader instead of the server.
      child.stdout.off('data', onStartup)
      child.stdout.on('data', keepTail)
      resolve(Number(match[1]))
    }
    const keepTail = (d) => {
      output = (output + d).slice(-OUTPUT_TAIL_CHARS)
    }
    child.stdout.on('data', onStartup)
    child.stderr.on('data', keepTail)
    child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}): ${output.trim()}`)))
    child.once('error', reject)
  }).catch(async (err) => {
    await stopServer(child)
    throw err
  })
  return { child, base: `http://127.0.0.1:${port}`, output: () => output }
}

/** SIGTERM (main.ts closes cleanly), SIGKILL if it is still there after the grace period. */
export function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** One GET /nonce; never throws: answers `{ ok }` or `{ ok: false, error }` (a status or a network failure). */
function getNonce(agent, url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('error', (err) => resolve({ ok: false, error: err.code ?? err.message }))
      res.on('end', () => {
        if (res.statusCode !== 200) return resolve({ ok: false, error: `HTTP ${res.statusCode}` })
        try {
          resolve(typeof JSON.parse(body).nonce === 'string' ? { ok: true } : { ok: false, error: 'no nonce in body' })
        } catch {
          resolve({ ok: false, error: 'body is not JSON' })
        }
      })
    })
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')))
    req.on('error', (err) => resolve({ ok: false, error: err.code ?? err.message }))
  })
}

/** Sends `rate * seconds` requests, request i at start + i / rate; latency counts from that scheduled time. */
async function openLoop(rate, seconds, send) {
  const total = Math.round(rate * seconds)
  const intervalMs = 1000 / rate
  const start = performance.now() + 10
  const pending = []
  let sent = 0
  let maxLateMs = 0
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now()
      for (; sent < total && start + sent * intervalMs <= now; sent++) {
        const scheduled = start + sent * intervalMs
        maxLateMs = Math.max(maxLateMs, now - scheduled)
        pending.push(send().then((r) => ({ ...r, latency: performance.now() - scheduled, done: performance.now() })))
      }
      if (sent >= total) resolve()
      else setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()))
    }
    tick()
  })
  // Every request ends by itself (answer, network error or REQUEST_TIMEOUT_MS), so this wait is bounded.
  return { start, results: await Promise.all(pending), maxLateMs }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
    return (Number(fields[11]) + Number(fields[12])) / ticks
  } catch {
    return null
  }
}

/**
 * CPU seconds used so far by a process and its children still running (a PostgreSQL server: the postmaster and its
 * backends, one per pooled connection, which live for the whole run); null when /proc cannot tell.
 */
function treeCpuSeconds(pid) {
  try {
    const children = readdirSync('/proc')
      .filter((entry) => /^[0-9]+$/.test(entry))
      .filter((entry) => {
        try {
          return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid)
        } catch {
          return false
        }
      })
    const all = [pid, ...children.map(Number)].map(cpuSeconds)
    return all.includes(null) ? null : all.reduce((sum, cpu) => sum + cpu, 0)
  } catch {
    return null
  }
}

function percentile(sorted, q) {
  if (sorted.length === 0) return null
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2))
}

/** Offered vs achieved rate, errors by kind, latency percentiles of the answered requests, and whether it held. */
function summarize(rate, seconds, { start, results, maxLateMs }) {
  const ok = results.filter((r) => r.ok)
  const errorKinds = {}
  for (const r of results) if (!r.ok) errorKinds[r.error] = (errorKinds[r.error] ?? 0) + 1
  const lastDone = results.reduce((last, r) => Math.max(last, r.done), start + seconds * 1000)
  const achieved = Number((ok.length / ((lastDone - start) / 1000)).toFixed(1))
  const latencies = ok.map((r) => r.latency).sort((a, b) => a - b)
  const errors = results.length - ok.length
  const held = errors === 0 && achieved >= 0.99 * rate
  const figures = {
    offered: rate,
    achieved,
    seconds,
    requests: results.length,
    errors,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    held,
  }
  return { ...figures, max: percentile(latencies, 1), maxLateMs: Number(maxLateMs.toFixed(2)), errorKinds }
}

/**
 * Starts `instances` real servers with `stateEnv` (where their sign-in state lives: STATE_STORE, DATA_DIR or
 * DATABASE_URL) and the nonce rate limit raised to twice the planned requests per hour (so the limiter still runs on
 * every request but never refuses one), warms them up for `warmup` seconds at the same rate (not counted), then
 * measures `seconds` at `rate` requests per second, sent to the instances in turn (round robin). Always stops them.
 */
export async function runNonceSustained({
  rate,
  seconds,
  warmup,
  stateEnv = {},
  instances = 1,
  script = MAIN,
  databasePid = null,
}) {
  const rateLimit = `${Math.ceil(rate * (seconds + warmup)) * 2 + 10}/1h`
  const env = {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    // One chain with an RPC nobody listens on: nothing in this run may leave the machine.
    VITE_CHAINS: '1',
    VITE_RPC_URLS: '1=http://127.0.0.1:9',
    AUTH_RATE_LIMIT_NONCE: rateLimit,
    ...stateEnv,
  }
  const servers = await Promise.all(Array.from({ length: instances }, () => startServer(env, script)))
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const urls = servers.map((server) => `${server.base}/api/auth/nonce`)
  let turn = 0
  const send = () => getNonce(agent, urls[turn++ % urls.length])
  const cpuOfServers = () => {
    const each = servers.map((server) => cpuSeconds(server.child.pid))
    return each.includes(null) ? null : each.reduce((sum, cpu) => sum + cpu, 0)
  }
  try {
    for (const [i, url] of urls.entries()) {
      const first = await getNonce(agent, url)
      if (!first.ok) throw new Error(`the server does not answer ${url}: ${first.error}; ${servers[i].output().trim()}`)
    }
    if (warmup > 0) await openLoop(rate, warmup, send)
    const load = loadavg()[0]
    const cpuBefore = cpuOfServers()
    const databaseBefore = databasePid === null ? null : treeCpuSeconds(databasePid)
    const clientBefore = process.cpuUsage()
    const run = await openLoop(rate, seconds, send)
    const cpuAfter = cpuOfServers()
    const databaseAfter = databasePid === null ? null : treeCpuSeconds(databasePid)
    const client = process.cpuUsage(clientBefore)
    const share = (cpu) => (cpu === null ? null : Number(((100 * cpu) / seconds).toFixed(0)))
    return {
      ...summarize(rate, seconds, run),
      warmup,
      rateLimit,
      instances,
      serverCpuPercent: share(cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore),
      // Server CPU (all instances) per request answered, in ms: what one request costs, whatever the load.
      serverCpuMsPerRequest:
        cpuBefore === null || cpuAfter === null
          ? null
          : Number(((1000 * (cpuAfter - cpuBefore)) / Math.max(1, run.results.length)).toFixed(3)),
      clientCpuPercent: share((client.user + client.system) / 1e6),
      // The database server's CPU (PostgreSQL: all its processes), which shares the machine with the app's servers.
      databaseCpuPercent: share(
        databaseBefore === null || databaseAfter === null ? null : databaseAfter - databaseBefore,
      ),
      databaseCpuMsPerRequest:
        databaseBefore === null || databaseAfter === null
          ? null
          : Number(((1000 * (databaseAfter - databaseBefore)) / Math.max(1, run.results.length)).toFixed(3)),
      loadAverage: Number(load.toFixed(2)),
    }
  } finally {
    agent.destroy()
    await Promise.all(servers.map((server) => stopServer(server.child)))
  }
}
