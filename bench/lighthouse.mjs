#!/usr/bin/env node
// Lighthouse 12 (bench/tools, not shipped) against Debian's system Chromium, bounded in time.
// Why it is built this way:
// - Lighthouse runs in a CHILD process started with async spawn. The bench serves the measured pages from its own
//   process: a synchronous spawn (spawnSync) freezes that server, Chromium's request for the page is accepted by the
//   kernel but never answered, and Lighthouse waits until it is killed.
// - We launch Chromium here (chrome-launcher, own process group) and hand Lighthouse its port, so a timeout can
//   SIGKILL both: Lighthouse's own launcher does not kill Chromium when its process is killed.
// Settings: Lighthouse's default config (mobile form factor, simulated throttling), performance + accessibility only.
import { spawn } from 'node:child_process'
import { accessSync, constants, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const TOOLS = join(import.meta.dirname, 'tools')
const CLI = join(TOOLS, 'node_modules/lighthouse/cli/index.js')
const LAUNCHER = join(TOOLS, 'node_modules/chrome-launcher/dist/index.js')
const MEDIAN_RUN = join(TOOLS, 'node_modules/lighthouse/core/lib/median-run.js')
const CATEGORIES = ['performance', 'accessibility']
// chrome-launcher adds its defaults (no first run, no background networking, no component update, no sync, ...).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const DEFAULT_TIMEOUT_MS = 120_000

/** Runs a command to completion without blocking the event loop; resolves with its exit code and output tail. */
function exec(cmd, args, { cwd, env, timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve({ code: null, stderr, timedOut: true })
    }, timeoutMs)
    child.on('error', (err) => {
      clearTimeout(timer)
      resolve({ code: null, stderr: String(err.message), timedOut: false })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr, timedOut: false })
    })
  })
}

async function ensureTools() {
  if (existsSync(CLI) && existsSync(LAUNCHER)) return
  const r = await exec('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS, env: process.env, timeoutMs: 300_000 })
  if (r.code !== 0) throw new Error(`npm ci in bench/tools failed: ${r.stderr.slice(-300)}`)
}

/** Audits of the two categories that score below 1 (weight 0 ones included: they are hints, not points). */
function failedAudits(report) {
  const failed = []
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id]
      if (!audit) continue
      const errored = audit.scoreDisplayMode === 'error'
      if (!errored && (audit.score === null || audit.score >= 1)) continue
      failed.push({
        id: ref.id,
        title: audit.title,
        category,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(errored ? { error: audit.errorMessage } : {}),
      })
    }
  }
  return failed
}

const delay = (ms) => new Promise((ok) => setTimeout(ok, ms).unref())

/**
 * SIGTERM first: Chromium then shuts down and reaps its own renderers (a SIGKILL leaves them as zombies when PID 1
 * does not reap, as in this sandbox). Whatever is left after 5 s gets the process-group SIGKILL.
 */
async function stopChrome(launcher) {
  const proc = launcher?.chromeProcess
  if (proc?.pid && proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise((ok) => proc.once('exit', ok))
    proc.kill('SIGTERM')
    await Promise.race([exited, delay(5000)])
  }
  try {
    if (proc?.pid) process.kill(-proc.pid, 'SIGKILL')
  } catch {}
  try {
    launcher.destroyTmp()
  } catch {} // closes its log files and removes its profile directory
}

function summarize(report) {
  // A page that did not load (NO_FCP, ERRORED_DOCUMENT_REQUEST, ...) has no scores and every audit errored.
  if (report.runtimeError) {
    return {
      performance: NaN,
      accessibility: NaN,
      failed: [],
      error: `${report.runtimeError.code}: ${report.runtimeError.message}`,
    }
  }
  const score = (id) => (report.categories[id]?.score == null ? NaN : Math.round(report.categories[id].score * 100))
  return { performance: score('performance'), accessibility: score('accessibility'), failed: failedAudits(report) }
}

/**
 * Starts Chromium with a DevTools port (chrome-launcher's Launcher, so a Chromium that never opens its port is
 * still ours to kill). Our spawn listens for 'error': a Chromium that cannot start rejects instead of crashing.
 */
async function launchChrome(chromePath, setLauncher) {
  try {
    accessSync(chromePath, constants.X_OK)
  } catch {
    throw new Error(`No Chromium to run at ${chromePath} (set CHROMIUM_PATH)`)
  }
  const { Launcher } = await import(pathToFileURL(LAUNCHER).href)
  let spawnError
  const spawnChrome = (...args) =>
    spawn(...args)
      .on('error', (err) => {
        spawnError = err
      })
      .on('exit', (code, signal) => {
        spawnError ??= new Error(`Chromium (${chromePath}) exited (${signal ?? code}) before opening its DevTools port`)
      })
  const launcher = new Launcher(
    { chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent', maxConnectionRetries: 40 },
    { spawn: spawnChrome },
  )
  setLauncher(launcher)
  await launcher.launch().catch((err) => {
    throw spawnError ?? err
  })
  return launcher.port
}

/**
 * One Lighthouse run of `url`: its report, or `{ error }`. Never throws for a bad page or a stuck run; Chromium is
 * always killed.
 */
async function runOnce(url, { timeoutMs, chromePath, keepReport }) {
  const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  let chrome
  // If the caller exits mid-run: process-group SIGKILL (chrome-launcher starts Chromium detached).
  const killChrome = () => {
    try {
      if (chrome?.chromeProcess?.pid) process.kill(-chrome.chromeProcess.pid, 'SIGKILL')
    } catch {}
  }
  process.once('exit', killChrome)
  try {
    await ensureTools()
    const port = await launchChrome(chromePath, (launcher) => {
      chrome = launcher
    })
    const reportPath = join(work, 'report.json')
    const r = await exec(
      process.execPath,
      [
        CLI,
        url,
        `--port=${port}`,
        '--output=json',
        `--output-path=${reportPath}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--quiet',
      ],
      { cwd: work, env: process.env, timeoutMs },
    )
    if (r.timedOut) return { error: `Lighthouse did not finish within ${timeoutMs} ms` }
    if (!existsSync(reportPath)) return { error: `Lighthouse exited with ${r.code}: ${r.stderr.trim().slice(-300)}` }
    if (keepReport) copyFileSync(reportPath, keepReport)
    return { report: JSON.parse(readFileSync(reportPath, 'utf8')) }
  } catch (err) {
    return { error: String(err?.message ?? err) }
  } finally {
    await stopChrome(chrome)
    process.removeListener('exit', killChrome)
    rmSync(work, { recursive: true, force: true, maxRetries: 5 })
  }
}

/**
 * Lighthouse performance and accessibility scores (0-100) of `url`, with the audits that did not score 1.
 * With `runs` > 1 it runs that many times (each in a fresh Chromium) and reports Lighthouse's own median run
 * (`computeMedianRun`: the run closest to the median first contentful paint and time to interactive). Lighthouse's
 * variability guide: the median of 5 runs is about twice as stable as one run. `scores` lists every run's performance.
 * Never throws for a bad page or a stuck run: returns NaN scores and `error` instead; Chromium is always killed.
 * Options: `runs` (default 1), `timeoutMs` (each run, default 120 s; Chromium's start is bounded apart, ~20 s),
 * `chromePath`, `keepReport` (a path to copy the last run's full JSON report to).
 * @example const { performance, accessibility, failed, scores } = await lighthouse('http://127.0.0.1:18701/', { runs: 3 })
 */
export async function lighthouse(
  url,
  {
    runs = 1,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    keepReport,
  } = {},
) {
  const failure = (error) => ({ performance: NaN, accessibility: NaN, failed: [], scores: [], error })
  const reports = []
  let lastError
  for (let i = 0; i < runs; i++) {
    const { report, error } = await runOnce(url, { timeoutMs, chromePath, keepReport })
    if (report) reports.push(report)
    else lastError = error
  }
  const loaded = reports.filter((report) => !report.runtimeError)
  if (!loaded.length) return reports.length ? { ...summarize(reports.at(-1)), scores: [] } : failure(lastError)
  const { computeMedianRun } = await import(pathToFileURL(MEDIAN_RUN).href)
  const scores = loaded.map((report) => summarize(report).performance)
  return { ...summarize(loaded.length > 1 ? computeMedianRun(loaded) : loaded[0]), scores }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [url, runs = '1', keepReport] = process.argv.slice(2)
  if (!url || !(Number(runs) >= 1)) {
    console.error('usage: node bench/lighthouse.mjs <url> [runs] [full-report.json]')
    process.exit(2)
  }
  const result = await lighthouse(url, { runs: Number(runs), keepReport })
  console.log(JSON.stringify(result, null, 2))
  process.exit(Number.isNaN(result.performance) ? 1 : 0)
}
