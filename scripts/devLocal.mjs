#!/usr/bin/env node
// `npm run dev:local`: two local anvil nodes (chain 1 on :8545, chain 5 on :8546) and the Vite dev server (with the
// sign-in API) pointed at them. Ctrl-C stops everything. Import one of anvil's accounts into your wallet to play.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ANVIL = fileURLToPath(new URL('../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', import.meta.url))
const nodes = [
  { chainId: 1, port: 8545 },
  { chainId: 5, port: 8546 },
]
const children = nodes.map(({ chainId, port }) =>
  spawn(ANVIL, ['--chain-id', String(chainId), '--host', '127.0.0.1', '--port', String(port), '--silent'], {
    stdio: 'inherit',
  }),
)
const env = {
  ...process.env,
  VITE_RPC_URLS: process.env.VITE_RPC_URLS ?? nodes.map((n) => `${n.chainId}=http://127.0.0.1:${n.port}`).join(','),
}
console.log(`anvil on chains 1 (:8545) and 5 (:8546); VITE_RPC_URLS=${env.VITE_RPC_URLS}`)
console.log('Test account: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (anvil account 0, 10000 ETH)')
const vite = spawn('npx', ['vite', ...process.argv.slice(2)], { stdio: 'inherit', env })
children.push(vite)

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
vite.on('exit', (code) => {
  stop()
  process.exit(code ?? 0)
})
for (const child of children.slice(0, nodes.length)) {
  child.on('exit', (code) => {
    if (code) {
      console.error(`anvil exited with ${code} (is port 8545/8546 taken?)`)
      stop()
    }
  })
}
