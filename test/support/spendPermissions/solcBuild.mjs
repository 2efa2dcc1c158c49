// One solc-js build of the monthly-support contracts: our collector (contracts/) and the test stand-ins (here).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const solc = createRequire(import.meta.url)('solc')
const path = (name) => fileURLToPath(new URL(name, import.meta.url))

export const SOURCES = {
  'MonthlyCollector.sol': path('../../../contracts/MonthlyCollector.sol'),
  'StandInSpendPermissionManager.sol': path('./StandInSpendPermissionManager.sol'),
  'StandInSmartAccount.sol': path('./StandInSmartAccount.sol'),
}

const WANTED = {
  MonthlyCollector: 'MonthlyCollector.sol',
  StandInSpendPermissionManager: 'StandInSpendPermissionManager.sol',
  StandInSmartAccountFactory: 'StandInSmartAccount.sol',
}

/** Compiles every source; each wanted contract's ABI and creation bytecode, or throws the compiler's errors. */
export function compileContracts() {
  const settings = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' }
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      Object.entries(SOURCES).map(([name, file]) => [name, { content: readFileSync(file, 'utf8') }]),
    ),
    settings: { ...settings, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contracts = {}
  for (const [name, source] of Object.entries(WANTED)) {
    const c = output.contracts[source][name]
    contracts[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` }
  }
  return { version: solc.version(), settings, contracts }
}
