#!/usr/bin/env node
// Proves that a production build holds only the chain library chosen by VITE_CHAIN_LIBRARY (README,
// "Swapping the chain library"). For each library it runs `VITE_CHAIN_LIBRARY=<lib> npx vite build` twice:
//   probe: a temporary entry that imports only src/app/chainLibrary.ts (the switch itself, nothing else);
//   app:   the real app (index.html), unless --probe-only.
// Each emitted JS chunk is searched for strings that survive minification in each library. A build passes when
// the chosen library is present and the other one is absent. Exit code 0 only when every build passes.
// The Coinbase and WalletConnect SDKs bring viem as their own dependency; their chunks load only when the visitor
// picks that wallet, never for reading the chain, so chunks reachable only through an SDK's dynamic import are
// listed (tag "sdk") but not counted as the app's chain library.
// Usage: node scripts/checkChainLibrary.mjs [--probe-only] [--keep]
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)))
const LIBRARIES = ['viem', 'ethers']
/**
 * Strings each library's minified code keeps (message templates, not identifiers). The first of each comes from the
 * library's core error module, which any use of the library pulls in; the second from its RPC client.
 */
const MARKERS = {
  viem: ['viem@', 'https://viem.sh'],
  ethers: ['value will overwrite populated values', 'JsonRpcProvider failed to detect network'],
}

const args = new Set(process.argv.slice(2))
const work = mkdtempSync(join(tmpdir(), 'checkChainLibrary-'))

/** A vite config whose only input is a one-line entry using loadChainLibrary (kept alive through a global). */
function writeProbe() {
  const entry = join(work, 'probe-entry.ts')
  const target = join(REPO, 'src/app/chainLibrary.ts')
  writeFileSync(
    entry,
    `import { loadChainLibrary } from ${JSON.stringify(target)}\n;(globalThis as any).__loadChainLibrary = loadChainLibrary\n`,
  )
  const config = join(work, 'probe.config.mjs')
  writeFileSync(
    config,
    `export default { root: ${JSON.stringify(REPO)}, logLevel: 'warn', build: { target: 'es2022', rollupOptions: { input: ${JSON.stringify(entry)} } } }\n`,
  )
  return config
}

function build(kind, library, config) {
  const outDir = join(work, `${kind}-${library}`)
  const configArgs = config ? ['--config', config] : []
  const r = spawnSync(
    'npx',
    ['vite', 'build', ...configArgs, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: REPO,
      env: { ...process.env, VITE_CHAIN_LIBRARY: library },
      encoding: 'utf8',
    },
  )
  return { outDir, ok: r.status === 0, log: `${r.stdout}\n${r.stderr}` }
}

function jsChunks(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === '.vite' ? [] : jsChunks(path)
    return /\.m?js$/.test(name) ? [path] : []
  })
}

const WALLET_SDKS = /node_modules\/(@coinbase\/wallet-sdk|@walletconnect\/ethereum-provider)\//

/** Chunks reachable only through a wallet SDK's dynamic import (from the build report of scripts/bundleReportPlugin.ts). */
function sdkOnlyChunks(outDir) {
  const reportPath = join(outDir, '.vite/bundle-report.json')
  if (!existsSync(reportPath)) return new Set()
  const chunks = JSON.parse(readFileSync(reportPath, 'utf8')).chunks
  const isSdk = (file) => Object.keys(chunks[file]?.modules ?? {}).some((m) => WALLET_SDKS.test(m))
  const reached = new Set()
  const queue = Object.keys(chunks).filter((file) => chunks[file].isEntry)
  while (queue.length > 0) {
    const file = queue.shift()
    if (reached.has(file) || !chunks[file]) continue
    reached.add(file)
    queue.push(...chunks[file].imports, ...chunks[file].dynamicImports.filter((target) => !isSdk(target)))
  }
  return new Set(Object.keys(chunks).filter((file) => !reached.has(file)))
}

/** Per chunk: its size, which libraries' markers it contains, and whether only a wallet SDK loads it. */
function scan(outDir) {
  const sdkOnly = sdkOnlyChunks(outDir)
  return jsChunks(outDir).map((path) => {
    const code = readFileSync(path, 'utf8')
    const found = LIBRARIES.filter((library) => MARKERS[library].some((marker) => code.includes(marker)))
    const chunk = relative(outDir, path)
    return { chunk, bytes: code.length, found, sdk: sdkOnly.has(chunk) }
  })
}

function check(kind, library, config) {
  const other = LIBRARIES.find((name) => name !== library)
  const label = `${kind.padEnd(5)} VITE_CHAIN_LIBRARY=${library}`
  const result = build(kind, library, config)
  if (!result.ok) {
    const lines = result.log
      .split('\n')
      .filter((line) => /error|Error|Could not/.test(line))
      .slice(0, 4)
    console.log(`FAIL ${label}: vite build failed\n  ${lines.join('\n  ')}`)
    return false
  }
  const chunks = scan(result.outDir)
  const chosen = chunks.filter((c) => c.found.includes(library) && !c.sdk)
  const leaked = chunks.filter((c) => c.found.includes(other) && !c.sdk)
  const ok = chosen.length > 0 && leaked.length === 0
  const why =
    leaked.length > 0
      ? `${other} code found`
      : chosen.length === 0
        ? `${library} code missing`
        : `${library} only, no ${other}`
  console.log(`${ok ? 'OK  ' : 'FAIL'} ${label}: ${why}`)
  for (const c of chunks) {
    const tag =
      (c.found.length ? c.found.join('+') : '-') +
      (c.sdk ? ' (sdk: wallet SDK chunk, loaded only when that wallet is chosen)' : '')
    console.log(`       ${c.chunk.padEnd(48)} ${(c.bytes / 1024).toFixed(1).padStart(8)} KiB  ${tag}`)
  }
  return ok
}

let allOk = true
try {
  const probe = writeProbe()
  for (const library of LIBRARIES) allOk = check('probe', library, probe) && allOk
  if (!args.has('--probe-only')) for (const library of LIBRARIES) allOk = check('app', library, undefined) && allOk
} finally {
  if (args.has('--keep')) console.log(`builds kept in ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
console.log(allOk ? '\ncheckChainLibrary: OK' : '\ncheckChainLibrary: FAIL')
process.exit(allOk ? 0 : 1)
