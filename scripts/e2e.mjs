#!/usr/bin/env node
// End-to-end tests: builds the app into dist-e2e against two local anvils (chain 1 on 18545, chain 5 on 18546,
// started by the Playwright global setup), then runs Playwright in Debian's Chromium. Extra arguments go to
// `playwright test` (e.g. `node scripts/e2e.mjs connect.spec.ts`). E2E_SKIP_BUILD=1 reuses an existing dist-e2e.
// The phone's deep-link spec runs on a second flavour, dist-e2e-wc (WALLETCONNECT_SPECS below).
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

// The WalletConnect flavour: the same app with a WalletConnect project id, served on its own port, for the specs of
// the phone's deep links alone (their relay and services are faked in the page; the SDK itself runs). Every other
// spec runs on the build without one, which makes no third-party request at all. Keep in sync with
// E2E_WALLETCONNECT_PROJECT_ID in test/e2e/support/ports.ts and the projects in playwright.config.ts.
const WALLETCONNECT_SPECS = /mobileDeepLink\.spec/
const FLAVOURS = {
  main: { dir: 'dist-e2e', env: E2E_ENV },
  wc: { dir: 'dist-e2e-wc', env: { ...E2E_ENV, VITE_WALLETCONNECT_PROJECT_ID: 'e2e00000000000000000000000000wc' } },
}

/** The flavours the selected specs need: both for a whole run, only the WalletConnect one for its specs alone. */
function flavoursFor(args) {
  const specs = args.filter((arg) => /\.spec(\.ts)?$/.test(arg))
  if (specs.length === 0) return ['main', 'wc']
  const wc = specs.filter((spec) => WALLETCONNECT_SPECS.test(spec))
  return [...(wc.length < specs.length ? ['main'] : []), ...(wc.length > 0 ? ['wc'] : [])]
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
// E2E_SKIP_BUILD=1 reuses a build only when it was built with the same settings.
const flavours = flavoursFor(process.argv.slice(2))
for (const name of flavours) {
  const { dir, env } = FLAVOURS[name]
  const stampFile = `${dir}/.e2e-env.json`
  const stamp = JSON.stringify(env)
  const reusable = existsSync(`${dir}/index.html`) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp
  if (process.env.E2E_SKIP_BUILD !== '1' || !reusable) {
    console.log(`e2e: building the app into ${dir}`)
    run('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], env)
    writeFileSync(stampFile, stamp)
  }
}
// The same VITE_* values reach the in-process app servers of the global setup (test/e2e/support/ports.ts).
run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  ...E2E_ENV,
  CHROMIUM_PATH: chromium,
  E2E_FLAVOURS: flavours.join(','),
})
unlock()
