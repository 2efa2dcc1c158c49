#!/usr/bin/env node
// Compiles TestToken.sol with solc-js (the `solc` package in node_modules) and writes testTokenArtifact.json, which
// the token tests deploy on anvil (compiling at test time would cost seconds per run).
// Usage: node test/support/erc20/compileTestToken.mjs
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
  sources: { 'TestToken.sol': { content: readFileSync(here('TestToken.sol'), 'utf8') } },
  settings,
}
const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
const token = output.contracts['TestToken.sol'].TestToken
const artifact = {
  origin: `solc-js ${solc.version()} (npm package solc), from TestToken.sol by compileTestToken.mjs`,
  settings: { optimizer: settings.optimizer, evmVersion: settings.evmVersion },
  abi: token.abi,
  bytecode: `0x${token.evm.bytecode.object}`,
}
writeFileSync(here('testTokenArtifact.json'), `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`testTokenArtifact.json: ${artifact.origin}`)
