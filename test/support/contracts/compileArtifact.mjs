// One solc-js (the `solc` package in node_modules) build of a single-file test fixture into a JSON artifact beside it:
// the contract's ABI and creation bytecode, with the compiler and settings that made them. The tests deploy the
// artifact on anvil (compiling at test time would cost seconds per run).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'

const solc = createRequire(import.meta.url)('solc')

/**
 * The artifact of `contract` from the Solidity file at `source` (a file URL); `script` names the compile script in its
 * `origin`. Throws the compiler's errors.
 */
export function buildArtifact({ source, contract, script }) {
  const file = basename(fileURLToPath(source))
  const settings = {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'paris',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  }
  const input = { language: 'Solidity', sources: { [file]: { content: readFileSync(source, 'utf8') } }, settings }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const built = output.contracts[file][contract]
  return {
    origin: `solc-js ${solc.version()} (npm package solc), from ${file} by ${script}`,
    settings: { optimizer: settings.optimizer, evmVersion: settings.evmVersion },
    abi: built.abi,
    bytecode: `0x${built.evm.bytecode.object}`,
  }
}

/** Builds the artifact (buildArtifact) and writes it to `artifact` (a file URL). */
export function compileArtifact({ source, contract, artifact, script }) {
  const written = buildArtifact({ source, contract, script })
  writeFileSync(artifact, `${JSON.stringify(written, null, 2)}\n`)
  console.log(`${basename(fileURLToPath(artifact))}: ${written.origin}`)
}
