#!/usr/bin/env node
// `npm run bench`: builds Creators Studio and a reference RainbowKit app (bench/rainbowkit, installed from npm, not
// shipped), serves both on loopback against the same local anvil nodes, and measures both with one harness in
// Debian's Chromium. Prints one table with ours/RainbowKit ratios. Figures, not assertions: this machine is noisy.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import headless from 'headless-web3-provider'

const ROOT = resolve(import.meta.dirname, '..')
const OUT = join(ROOT, 'bench', '.out')
const ANVIL = join(ROOT, 'node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' // anvil account 0
const RPC1 = 'http://127.0.0.1:18645'
const RPC5 = 'http://127.0.0.1:18646'
const COLD_LOADS = Number(process.env.BENCH_LOADS || 5)
const IDLE_MS = Number(process.env.BENCH_IDLE_MS || 60_000)
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync']

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } })
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`)
}

function build() {
  // The default build (sign-in on) for sizes, time to button and Lighthouse; a sign-in-off build for click to
  // account button, since the RainbowKit reference has no sign-in step either.
  for (const [dir, auth] of [['ours', 'siwe'], ['ours-auth-off', 'off']]) {
    run('npx', ['vite', 'build', '--outDir', join(OUT, dir), '--emptyOutDir'], {
      env: { VITE_RPC_URLS: `1=${RPC1},5=${RPC5}`, VITE_AUTH: auth },
    })
  }
  const ref = join(ROOT, 'bench', 'rainbowkit')
  if (!existsSync(join(ref, 'node_modules'))) run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ref })
  run('npx', ['vite', 'build', '--outDir', join(OUT, 'rainbowkit'), '--emptyOutDir'], {
    cwd: ref, env: { VITE_RPC_URL_1: RPC1, VITE_RPC_URL_5: RPC5 },
  })
}

/** First-load JS = module scripts and modulepreloads named by index.html; all JS = every emitted .js file. */
function jsSizes(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const first = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]))
  const gz = (f) => gzipSync(readFileSync(join(dir, f)), { level: 9 }).length
  const all = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`)
  const kib = (n) => n / 1024
  return {
    firstLoad: kib([...first].reduce((s, f) => s + gz(f), 0)),
    total: kib(all.reduce((s, f) => s + gz(f), 0)),
  }
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.woff2': 'font/woff2' }

/** The same plain static server for both apps (index.html fallback), so serving costs are equal. */
function serve(dir, port) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    // What our sign-in API answers a visitor without a session (the app asks once at boot).
    if (path.startsWith('/api/auth/')) {
      res.writeHead(401, { 'content-type': 'application/json' })
      return res.end('{"error":{"code":"unauthenticated","message":"No session"}}')
    }
    let file = join(dir, path)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)))
}

async function startAnvil(chainId, url) {
  const port = new URL(url).port
  const child = spawn(ANVIL, ['--chain-id', String(chainId), '--host', '127.0.0.1', '--port', port, '--silent'], { stdio: 'ignore' })
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}' })
      if (r.ok) return child
    } catch {}
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`anvil on ${url} did not start`)
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Records when a visible button with the given text first appears (performance.now()). */
const WATCH = `(() => {
  window.__marks = {}
  const look = () => {
    for (const b of document.querySelectorAll('button')) {
      if (!b.checkVisibility || !b.checkVisibility()) continue
      const t = b.textContent || ''
      if (!window.__marks.connect && /Connect Wallet/.test(t)) window.__marks.connect = performance.now()
      if (!window.__marks.account && /2266/.test(t)) window.__marks.account = performance.now()
    }
  }
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
})()`

function countRpc(page, rpcOrigins, counts) {
  page.on('request', (req) => {
    if (!rpcOrigins.some((o) => req.url().startsWith(o)) || req.method() !== 'POST') return
    let body
    try { body = JSON.parse(req.postData() ?? 'null') } catch { return }
    for (const call of Array.isArray(body) ? body : [body]) counts[call?.method] = (counts[call?.method] ?? 0) + 1
    counts['(round trips)'] = (counts['(round trips)'] ?? 0) + 1
  })
}

async function newPage(browser, origin, thirdParty) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:') return route.continue()
    thirdParty.push(url.origin)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  await headless.injectHeadlessWeb3Provider(page, [KEY], 1, RPC1, { permitted: ['eth_requestAccounts', 'eth_accounts', 'wallet_requestPermissions'] })
  // The test wallet's in-page emitter lacks EIP-1193's removeListener (real wallets have it): complete it, for both apps.
  await page.addInitScript(() => {
    const eth = window.ethereum
    if (eth && typeof eth.removeListener !== 'function' && typeof eth.off === 'function') eth.removeListener = eth.off.bind(eth)
  })
  await page.addInitScript(WATCH)
  return { context, page }
}

async function measure(browser, name, origin, pickWallet, connectOrigin = origin) {
  const timesToButton = []
  const thirdParty = []
  for (let i = 0; i < COLD_LOADS; i++) {
    const { context, page } = await newPage(browser, origin, i === 0 ? thirdParty : [])
    await page.goto(origin)
    await page.waitForFunction(() => window.__marks?.connect, null, { timeout: 20_000 })
    timesToButton.push(await page.evaluate(() => window.__marks.connect))
    if (i === 0) await page.waitForTimeout(5000) // third-party requests within 5 s, no click
    await context.close()
  }
  const rpcConnect = {}
  const rpcIdle = {}
  const { context, page } = await newPage(browser, connectOrigin, [])
  const rpcOrigins = [RPC1, RPC5]
  let counts = rpcConnect
  countRpc(page, rpcOrigins, new Proxy({}, { set: (_, k, v) => ((counts[k] = v), true), get: (_, k) => counts[k] }))
  await page.goto(connectOrigin)
  await page.waitForFunction(() => window.__marks?.connect, null, { timeout: 20_000 })
  const clickAt = await page.evaluate(() => performance.now())
  await page.getByRole('button', { name: /Connect Wallet/ }).first().click({ force: true })
  await pickWallet(page)
  await page.waitForFunction(() => window.__marks?.account, null, { timeout: 30_000 })
  const clickToAccount = (await page.evaluate(() => window.__marks.account)) - clickAt
  await page.waitForTimeout(3000) // let the connect-time reads settle before the idle minute
  counts = rpcIdle
  await page.waitForTimeout(IDLE_MS)
  await context.close()
  return { name, timeToButton: median(timesToButton), timesToButton, clickToAccount, rpcConnect, rpcIdle, thirdParty }
}

function authBench() {
  if (!existsSync(join(ROOT, 'scripts/bench-auth.mjs'))) return null
  const r = spawnSync('node', ['scripts/bench-auth.mjs', '--json'], { cwd: ROOT, encoding: 'utf8', env: process.env })
  const line = (r.stdout || '').trim().split('\n').reverse().find((l) => l.startsWith('{'))
  return line ? JSON.parse(line) : null
}

/** Lighthouse 12 (bench/tools) against system Chromium: performance and accessibility scores of a page. */
function lighthouse(url) {
  const tools = join(ROOT, 'bench', 'tools')
  if (!existsSync(join(tools, 'node_modules'))) run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tools })
  const r = spawnSync('node', [join(tools, 'node_modules/lighthouse/cli/index.js'), url, '--output=json', '--quiet',
    '--only-categories=performance,accessibility', `--chrome-flags=--headless=new ${ARGS.join(' ')}`],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 150_000, env: { ...process.env, CHROME_PATH: CHROMIUM } })
  try {
    const { categories } = JSON.parse(r.stdout)
    return { performance: Math.round(categories.performance.score * 100), accessibility: Math.round(categories.accessibility.score * 100) }
  } catch {
    return { performance: NaN, accessibility: NaN, error: (r.stderr || '').slice(-300) }
  }
}

const fmtRpc = (c) => Object.entries(c).map(([k, v]) => `${k}:${v}`).join(' ') || '0'
const total = (c) => Object.entries(c).filter(([k]) => k !== '(round trips)').reduce((s, [, v]) => s + v, 0)

async function main() {
  if (!process.argv.includes('--no-build')) build()
  const anvils = [await startAnvil(1, RPC1), await startAnvil(5, RPC5)]
  const servers = [await serve(join(OUT, 'ours'), 18701), await serve(join(OUT, 'rainbowkit'), 18702), await serve(join(OUT, 'ours-auth-off'), 18703)]
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
  try {
    const ours = await measure(browser, 'Creators Studio', 'http://127.0.0.1:18701', async (page) => {
      await page.getByRole('button', { name: /Headless Web3 Provider|Browser Wallet/ }).first().click()
    }, 'http://127.0.0.1:18703')
    const rk = await measure(browser, 'RainbowKit 2.2.11', 'http://127.0.0.1:18702', async (page) => {
      await page.getByRole('button', { name: /Headless Web3 Provider|Browser Wallet|Injected|MetaMask/ }).first().click({ force: true })
    })
    const size = { ours: jsSizes(join(OUT, 'ours')), rk: jsSizes(join(OUT, 'rainbowkit')) }
    const lh = { ours: lighthouse('http://127.0.0.1:18701/'), rk: lighthouse('http://127.0.0.1:18702/') }
    const auth = authBench()
    const r = (a, b) => (b ? (a / b).toFixed(2) : '-')
    const rows = [
      ['first-load JS (KiB gzip)', size.ours.firstLoad.toFixed(1), size.rk.firstLoad.toFixed(1), r(size.ours.firstLoad, size.rk.firstLoad)],
      ['all JS (KiB gzip)', size.ours.total.toFixed(1), size.rk.total.toFixed(1), r(size.ours.total, size.rk.total)],
      [`time to visible connect button (median of ${COLD_LOADS}, ms)`, ours.timeToButton.toFixed(0), rk.timeToButton.toFixed(0), r(ours.timeToButton, rk.timeToButton)],
      ['click to account button (ms; sign-in off, as the reference)', ours.clickToAccount.toFixed(0), rk.clickToAccount.toFixed(0), r(ours.clickToAccount, rk.clickToAccount)],
      ['RPC calls during connect', `${total(ours.rpcConnect)} (${fmtRpc(ours.rpcConnect)})`, `${total(rk.rpcConnect)} (${fmtRpc(rk.rpcConnect)})`, r(total(ours.rpcConnect), total(rk.rpcConnect))],
      [`RPC calls per idle ${IDLE_MS / 1000} s`, `${total(ours.rpcIdle)} (${fmtRpc(ours.rpcIdle)})`, `${total(rk.rpcIdle)} (${fmtRpc(rk.rpcIdle)})`, r(total(ours.rpcIdle), total(rk.rpcIdle))],
      ['third-party requests before any click (blocked)', String(ours.thirdParty.length), `${rk.thirdParty.length} (${[...new Set(rk.thirdParty)].join(' ')})`, '-'],
    ]
    rows.push(['Lighthouse performance / accessibility (home)', `${lh.ours.performance} / ${lh.ours.accessibility}`, `${lh.rk.performance} / ${lh.rk.accessibility}`, '-'])
    if (auth) {
      rows.push(['sign-in server: verify req/s (p50 / p99 ms)', `${auth.verify.rps} (${auth.verify.p50} / ${auth.verify.p99})`, '-', '-'])
      rows.push(['sign-in server: nonce req/s (errors)', `${auth.nonce.rps} (${auth.nonce.errors})`, '-', '-'])
    }
    console.log('\n| measure | Creators Studio | RainbowKit 2.2.11 + wagmi 2 | ours / RainbowKit |\n| --- | --- | --- | --- |')
    for (const row of rows) console.log(`| ${row.join(' | ')} |`)
    console.log(`\ntime to button, each load (ms): ours ${ours.timesToButton.map((t) => t.toFixed(0)).join(', ')}; RainbowKit ${rk.timesToButton.map((t) => t.toFixed(0)).join(', ')}`)
  } finally {
    await browser.close()
    for (const s of servers) s.close()
    for (const a of anvils) a.kill()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
