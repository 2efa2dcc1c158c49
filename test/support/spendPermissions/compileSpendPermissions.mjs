#!/usr/bin/env node
// Compiles the monthly-support contracts with solc-js (the `solc` package in node_modules) and writes
// spendPermissionsArtifact.json, which the tests deploy on anvil (compiling at test time would cost seconds per run;
// test/contracts/monthlyContractsBuild.test.ts recompiles MonthlyCollector.sol and checks the artifact still matches).
// Usage: node test/support/spendPermissions/compileSpendPermissions.mjs
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileContracts } from './solcBuild.mjs'

const here = (name) => fileURLToPath(new URL(name, import.meta.url))
const { version, settings, contracts } = compileContracts()
const artifact = {
  origin: `solc-js ${version} (npm package solc), by compileSpendPermissions.mjs`,
  settings,
  contracts,
}
writeFileSync(here('spendPermissionsArtifact.json'), `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`spendPermissionsArtifact.json: ${artifact.origin}`)
