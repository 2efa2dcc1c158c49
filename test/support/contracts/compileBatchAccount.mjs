#!/usr/bin/env node
// Compiles BatchAccount.sol into batchAccountArtifact.json, which the indexer tests and bench/indexer.mjs deploy.
// Usage: node test/support/contracts/compileBatchAccount.mjs
import { compileArtifact } from './compileArtifact.mjs'

compileArtifact({
  source: new URL('./BatchAccount.sol', import.meta.url),
  contract: 'BatchAccount',
  artifact: new URL('./batchAccountArtifact.json', import.meta.url),
  script: 'compileBatchAccount.mjs',
})
