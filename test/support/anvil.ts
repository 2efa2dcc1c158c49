import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const ANVIL = fileURLToPath(new URL('../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', import.meta.url))

/** anvil's default mnemonic accounts (unlocked on the node). */
export const ANVIL_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
] as const

export type Anvil = {
  url: string
  port: number
  chainId: number
  /** Raw JSON-RPC call; rejects with the node's error message. */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })
}

/** Starts a real anvil node on a free loopback port (stopped with `stop()` or with this process). */
export async function startAnvil({
  chainId = 1,
  port,
  blockTime,
}: {
  chainId?: number
  port?: number
  blockTime?: number
} = {}): Promise<Anvil> {
  const p = port ?? (await freePort())
  const args = ['--chain-id', String(chainId), '--host', '127.0.0.1', '--port', String(p), '--silent']
  if (blockTime) args.push('--block-time', String(blockTime))
  if (!existsSync(ANVIL)) {
    throw new Error(
      `No anvil binary at ${ANVIL}: it comes with the optional package @foundry-rs/anvil-linux-amd64 (Linux x64); run npm install on such a machine.`,
    )
  }
  const child: ChildProcess = spawn(ANVIL, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${p}`
  let id = 0
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await res.json()) as { result?: T; error?: { message: string; code: number } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result as T
  }
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      await rpc('eth_chainId')
      break
    } catch (err) {
      if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`)
      if (Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`anvil did not start on ${url}: ${String(err)}`)
      }
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return {
    url,
    port: p,
    chainId,
    rpc,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
    },
  }
}

/**
 * anvil's own receipt for a transaction. Automine mines on send but, on a loaded machine, may answer the receipt a
 * moment later: asked again for up to 5 s.
 */
export async function anvilReceipt<R>(anvil: Anvil, hash: string): Promise<R> {
  for (let waited = 0; waited <= 5000; waited += 25) {
    const receipt = await anvil.rpc<R | null>('eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`${hash} is not mined`)
}
