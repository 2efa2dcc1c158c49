#!/usr/bin/env node
// Compiles BatchAccount.sol with solc-js (the `solc` package in node_modules) and writes batchAccountArtifact.json,
// which the indexer tests and bench/indexer.mjs deploy on anvil (compiling at test time would cost seconds per run).
// Usage: node test/support/contracts/compileBatchAccount.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const solc = createRequire(import.meta.url)('solc')
const here = (name) => fileURLToPath(new URL(name, import.meta.url))
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'paris',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}
const input = {
  language: 'Solidity',
  sources: { 'BatchAccount.sol': { content: readFileSync(here('BatchAccount.sol'), 'utf8') } },
  settings,
}
const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
const account = output.contracts['BatchAccount.sol'].BatchAccount
const artifact = {
  origin: `solc-js ${solc.version()} (npm package solc), from BatchAccount.sol by compileBatchAccount.mjs`,
  settings: { optimizer: settings.optimizer, evmVersion: settings.evmVersion },
  abi: account.abi,
  bytecode: `0x${account.evm.bytecode.object}`,
}
writeFileSync(here('batchAccountArtifact.json'), `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`batchAccountArtifact.json: ${artifact.origin}`)
