import { type ChildProcess, spawn } from 'node:child_process'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { freePort } from '../../support/anvil'
import { PROCESS_TIMEOUT_MS } from '../../support/serverProcess'

// README "Deploys": a supervisor (systemd, Docker, Kubernetes) stops the process it started, `npm start`, with
// SIGTERM, sent to its process group or to npm alone. Either way the server drains and `npm start` exits with its code.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const started = new Set<ChildProcess>()

afterEach(() => {
  for (const child of started) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
  started.clear()
})

/** `npm start` in a process group of its own, as a supervisor starts it; resolves once the server listens. */
async function npmStart() {
  const port = await freePort()
  let output = ''
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: String(port), STATE_STORE: 'memory' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.add(child)
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  while (!output.includes('Creators Studio on')) {
    if (child.exitCode !== null) throw new Error(`npm start ended: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // The server's own pid, from its log lines (pino writes it on each).
  const serverPid = Number(/"pid":([0-9]+)/.exec(output)?.[1])
  return { child, port, serverPid, exited, output: () => output }
}

/** Whether anything accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('npm start', { timeout: PROCESS_TIMEOUT_MS }, () => {
  test('behavior: SIGTERM to its process group drains the server, frees the port and exits 0', async () => {
    const r = await npmStart()
    expect(await listening(r.port)).toBe(true)
    process.kill(-(r.child.pid as number), 'SIGTERM')
    expect(await r.exited).toBe(0)
    expect(r.output()).toContain('SIGTERM: closing')
    expect(r.output()).toContain('"msg":"closed"')
    expect(alive(r.serverPid)).toBe(false)
    expect(await listening(r.port)).toBe(false)
  })

  test('behavior: SIGTERM to npm alone is passed on: the server drains, nothing is left listening, exit 0', async () => {
    const r = await npmStart()
    r.child.kill('SIGTERM')
    expect(await r.exited).toBe(0)
    expect(r.output()).toContain('SIGTERM: closing')
    expect(r.output()).toContain('"msg":"closed"')
    expect(alive(r.serverPid)).toBe(false)
    expect(await listening(r.port)).toBe(false)
  })

  test('behavior: SIGINT to npm alone (Ctrl-C in a terminal reaches the group; a supervisor may send it alone)', async () => {
    const r = await npmStart()
    r.child.kill('SIGINT')
    expect(await r.exited).toBe(0)
    expect(r.output()).toContain('SIGINT: closing')
    expect(alive(r.serverPid)).toBe(false)
    expect(await listening(r.port)).toBe(false)
  })
})
