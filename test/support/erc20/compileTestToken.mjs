#!/usr/bin/env node
// Compiles TestToken.sol into testTokenArtifact.json, which the token tests deploy on anvil.
// Usage: node test/support/erc20/compileTestToken.mjs
import { compileArtifact } from '../contracts/compileArtifact.mjs'

compileArtifact({
  source: new URL('./TestToken.sol', import.meta.url),
  contract: 'TestToken',
  artifact: new URL('./testTokenArtifact.json', import.meta.url),
  script: 'compileTestToken.mjs',
})
