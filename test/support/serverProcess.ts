import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from './anvil'

/**
 * How long a test of real server processes may run before it counts as hung. Each process compiles the server with
 * tsx as it starts, which takes seconds on a busy 2-core machine; the tests wait for what they need (a line, an
 * answer), so this is only the guard against a hang, never a measure of speed.
 */
export const PROCESS_TIMEOUT_MS = 180_000

const MAIN = fileURLToPath(new URL('../../src/app/server/main.ts', import.meta.url))
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const READY = 'Creators Studio on'
const running = new Set<ChildProcess>()

/** `npm start`'s server (src/app/server/main.ts) as a real process: what it printed, how it ended. */
export type ServerProcess = {
  /** The API's loopback address, http://127.0.0.1:PORT. */
  url: string
  port: number
  child: ChildProcess
  output(): string
  exited: Promise<number | null>
  waitFor(text: string, timeoutMs?: number): Promise<void>
}

/** Spawns the server with only PATH and `env` set, on `env.PORT` or a free port; does not wait for it. */
export async function spawnServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  const waitFor = async (text: string, timeoutMs = PROCESS_TIMEOUT_MS): Promise<void> => {
    const deadline = Date.now() + timeoutMs
    while (!output.includes(text)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no "${text}" in: ${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output, exited, waitFor }
}

/** Spawns the server and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServerProcess(env)
  await server.waitFor(READY)
  return server
}

/** Kills (SIGKILL) every server process still running: for afterEach. */
export async function killServerProcesses(): Promise<void> {
  const exits = [...running].map((child) => new Promise((resolve) => child.once('exit', resolve)))
  for (const child of running) child.kill('SIGKILL')
  await Promise.all(exits)
}
