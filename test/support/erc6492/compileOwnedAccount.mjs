#!/usr/bin/env node
// Compiles OwnedAccount.sol with solc-js (the `solc` package in node_modules) and writes ownedAccountArtifact.json,
// which the SignatureVerifier contract suite loads (compiling at test time would cost seconds per run).
// Usage: node test/support/erc6492/compileOwnedAccount.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const solc = createRequire(import.meta.url)('solc')
const here = (name) => fileURLToPath(new URL(name, import.meta.url))
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'paris',
  outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } },
}
const input = {
  language: 'Solidity',
  sources: { 'OwnedAccount.sol': { content: readFileSync(here('OwnedAccount.sol'), 'utf8') } },
  settings,
}
const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
const contracts = output.contracts['OwnedAccount.sol']
const artifact = {
  origin: `solc-js ${solc.version()} (npm package solc), from OwnedAccount.sol by compileOwnedAccount.mjs`,
  settings: { optimizer: settings.optimizer, evmVersion: settings.evmVersion },
  factory: {
    abi: contracts.OwnedAccountFactory.abi,
    deployedBytecode: `0x${contracts.OwnedAccountFactory.evm.deployedBytecode.object}`,
  },
}
writeFileSync(here('ownedAccountArtifact.json'), `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`ownedAccountArtifact.json: ${artifact.origin}`)
