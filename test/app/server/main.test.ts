import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { freePort } from '../../support/anvil'

const MAIN = fileURLToPath(new URL('../../../src/app/server/main.ts', import.meta.url))
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
let child: ChildProcess | undefined

type Run = { output: () => string; exited: Promise<number | null> }

function run(env: Record<string, string>): Run {
  let output = ''
  child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)))
  return { output: () => output, exited }
}

async function waitFor(text: string, r: Run): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!r.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in: ${r.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
})

describe('main', () => {
  test('default', async () => {
    const port = await freePort()
    const r = run({ PORT: String(port), VITE_CHAINS: '1', VITE_RPC_URLS: '1=http://127.0.0.1:9' })
    await waitFor('Creators Studio on', r)
    // The printed URL is the one sign-in works on (APP_ORIGIN), not the listening address.
    expect(r.output()).toContain(
      `Creators Studio on http://localhost:${port} (listening on 127.0.0.1:${port}, chains 1, viem)`,
    )
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/nonce`)
    expect(res.status).toBe(200)
    const page = await fetch(`http://127.0.0.1:${port}/creators?tab=1`, { redirect: 'manual' })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(`http://localhost:${port}/creators?tab=1`)
    child?.kill('SIGTERM')
    expect(await r.exited).toBe(0)
    expect(r.output()).toContain('SIGTERM: closing')
  })

  test('parameters: VITE_CHAIN_LIBRARY=ethers', async () => {
    const port = await freePort()
    const r = run({ PORT: String(port), VITE_CHAIN_LIBRARY: 'ethers', APP_ORIGIN: 'https://studio.example' })
    await waitFor('Creators Studio on', r)
    expect(r.output()).toContain(
      `Creators Studio on https://studio.example (listening on 127.0.0.1:${port}, chains 1,5, ethers)`,
    )
    child?.kill('SIGINT')
    expect(await r.exited).toBe(0)
  })

  test('behavior: a bad configuration stops with a one-line reason', async () => {
    const r = run({ PORT: 'eighty' })
    expect(await r.exited).toBe(1)
    expect(r.output().trim()).toBe('Cannot start: PORT: "eighty" is not a port number')
  })
})
