import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { compileContracts } from '../support/spendPermissions/solcBuild.mjs'

// The anvil tests deploy the committed artifact; this recompiles the sources with solc-js so that a .sol change
// without `node test/support/spendPermissions/compileSpendPermissions.mjs` fails here rather than test stale code.
describe('spendPermissionsArtifact.json', () => {
  test('behavior: matches a fresh solc-js build of contracts/ and the stand-ins, byte for byte', {
    timeout: 120_000,
  }, () => {
    const committed = JSON.parse(
      readFileSync(new URL('../support/spendPermissions/spendPermissionsArtifact.json', import.meta.url), 'utf8'),
    ) as { contracts: unknown }
    expect(compileContracts().contracts).toEqual(committed.contracts)
  })
})
