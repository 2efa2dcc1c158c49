#!/usr/bin/env node
// `npm test`: everything, in order, on a fresh machine. Stops at the first red step.
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './ensureChromium.mjs'
import { ensurePostgres } from './ensurePostgres.mjs'

const steps = [
  ['typecheck (browser code)', 'npx', ['tsc', '-p', 'tsconfig.browser.json']],
  ['typecheck (Node code: server, scripts, tool configuration)', 'npx', ['tsc', '-p', 'tsconfig.node.json']],
  ['typecheck (tests)', 'npx', ['tsc', '-p', 'tsconfig.test.json']],
  ['format and lint (Biome)', 'npx', ['biome', 'ci', '--error-on-warnings', '.']],
  ['layer rule', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']],
  ['no unused file, export or dependency (knip)', 'npx', ['knip', '--no-progress']],
  ['unit, property and contract tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['vite', 'build']],
  ['bundle budget', 'node', ['scripts/budget.mjs']],
  [
    'production build with ethers as the chain library',
    'npx',
    ['vite', 'build', '--outDir', 'dist-ethers', '--emptyOutDir'],
    { VITE_CHAIN_LIBRARY: 'ethers' },
  ],
  ['bundle budget (ethers build)', 'node', ['scripts/budget.mjs', 'dist-ethers']],
  ['only the chosen chain library ships (viem and ethers builds)', 'node', ['scripts/checkChainLibrary.mjs']],
  ['end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs']],
]

ensureChromium()
ensurePostgres()
let passed = 0
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const secs = ((Date.now() - started) / 1000).toFixed(1)
  if (r.status !== 0) {
    console.error(`\n=== ${name} FAILED (exit ${r.status}, ${secs}s)`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(r.status ?? 1)
  }
  passed += 1
  console.log(`=== ${name} passed (${secs}s)`)
}
console.log(`steps: ${passed} passed, 0 failed`)
