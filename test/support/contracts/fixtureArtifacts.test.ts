import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { buildArtifact } from './compileArtifact.mjs'

// The anvil tests deploy the committed artifacts; this recompiles their sources with solc-js so that a .sol change
// without its compile script fails here rather than test stale code.
const FIXTURES = [
  {
    dir: '../contracts/',
    contract: 'BatchAccount',
    artifact: 'batchAccountArtifact.json',
    script: 'compileBatchAccount.mjs',
  },
  { dir: '../erc20/', contract: 'TestToken', artifact: 'testTokenArtifact.json', script: 'compileTestToken.mjs' },
]

describe('test fixture artifacts', () => {
  for (const { dir, contract, artifact, script } of FIXTURES) {
    test(`behavior: ${artifact} matches a fresh solc-js build of ${contract}.sol, byte for byte`, {
      timeout: 120_000,
    }, () => {
      const committed = JSON.parse(readFileSync(new URL(`${dir}${artifact}`, import.meta.url), 'utf8'))
      const source = new URL(`${dir}${contract}.sol`, import.meta.url)
      expect(buildArtifact({ source, contract, script })).toEqual(committed)
    })
  }
})
