#!/usr/bin/env node
// End-to-end tests: builds the app into dist-e2e against two local anvils (chain 1 on 18545, chain 5 on 18546,
// started by the Playwright global setup), then runs Playwright in Debian's Chromium. Extra arguments go to
// `playwright test` (e.g. `node scripts/e2e.mjs connect.spec.ts`). E2E_SKIP_BUILD=1 reuses an existing dist-e2e.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './ensureChromium.mjs'

// Keep in sync with E2E_VITE_ENV in test/e2e/support/ports.ts.
const E2E_ENV = {
  VITE_CHAINS: '1,5',
  VITE_RPC_URLS: '1=http://127.0.0.1:18545,5=http://127.0.0.1:18546',
  VITE_CHAIN_LIBRARY: process.env.VITE_CHAIN_LIBRARY || 'viem',
  VITE_AUTH: process.env.VITE_AUTH || 'siwe',
  VITE_PSEUDO_LOCALE: 'on',
  // No third-party requests from the app under test (the gtag.js request is blocked by the test fixture; page
  // views are counted from window.dataLayer, test/e2e/pages.spec.ts).
  VITE_WALLETCONNECT_PROJECT_ID: '',
  VITE_GA_MEASUREMENT_ID: 'G-E2ETEST00',
  VITE_RPC_KEY: '',
  // The test USDC deployed on chain 1 by the global setup (E2E_USDC in test/e2e/support/ports.ts).
  VITE_SUPPORT_TOKENS: '1:0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9:USDC:6',
}

// One run at a time on this machine: the ports are fixed and dist-e2e is shared. A lock left by a dead run is taken over.
const LOCK = join(tmpdir(), 'creators-studio-e2e.lock')

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function lock() {
  const deadline = Date.now() + 15 * 60_000
  for (let announced = false; ; ) {
    try {
      mkdirSync(LOCK)
      writeFileSync(join(LOCK, 'pid'), String(process.pid))
      return
    } catch {
      const owner = Number(readFileSync(join(LOCK, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0)
      if (owner && !alive(owner)) rmSync(LOCK, { recursive: true, force: true })
      else if (Date.now() > deadline) throw new Error(`e2e: another run holds ${LOCK}`)
      else if (!announced) (announced = true), console.log(`e2e: waiting for the run of pid ${owner || '?'} to finish`)
      spawnSync('sleep', ['2'])
    }
  }
}

function unlock() {
  rmSync(LOCK, { recursive: true, force: true })
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) {
    unlock()
    process.exit(r.status ?? 1)
  }
}

const chromium = ensureChromium()
lock()
process.on('SIGINT', () => (unlock(), process.exit(130)))
process.on('SIGTERM', () => (unlock(), process.exit(143)))
// E2E_SKIP_BUILD=1 reuses dist-e2e only when it was built with the same settings.
const STAMP = 'dist-e2e/.e2e-env.json'
const stamp = JSON.stringify(E2E_ENV)
const reusable = existsSync('dist-e2e/index.html') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp
if (process.env.E2E_SKIP_BUILD !== '1' || !reusable) {
  console.log('e2e: building the app into dist-e2e')
  run('npx', ['vite', 'build', '--outDir', 'dist-e2e', '--emptyOutDir'], E2E_ENV)
  writeFileSync(STAMP, stamp)
}
// The same VITE_* values reach the in-process app server of the global setup (test/e2e/support/ports.ts).
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...E2E_ENV, CHROMIUM_PATH: chromium })
unlock()
