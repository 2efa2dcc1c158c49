#!/usr/bin/env node
// `npm start`: builds the client with `vite build` when dist/ is missing or older than its sources (or was built
// with other VITE_* settings), then runs the server (src/app/server/main.ts through tsx) in the foreground.
// A supervisor stops `npm start` with SIGTERM (or SIGINT), sent to npm alone or to its whole process group: npm
// passes it to this process (package.json's script `exec`s node, so no shell sits between them that would die
// without passing it on), which passes it to the child it runs (the build, then the server) and exits with the
// server's code once it has drained.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
const stamp = join(dist, '.build-env.json')
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json']

/** Newest modification time under `path` (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stats.mtimeMs)
}

// Vite reads .env files too: the server must see the same VITE_* values as the build (process.env wins).
const env = { ...loadEnv('production', root, ''), ...process.env }
const viteEnv = JSON.stringify(
  Object.fromEntries(
    Object.entries(env)
      .filter(([k]) => k.startsWith('VITE_'))
      .sort(),
  ),
)

function isStale() {
  const index = join(dist, 'index.html')
  if (!existsSync(index) || !existsSync(stamp)) return true
  if (readFileSync(stamp, 'utf8') !== viteEnv) return true
  const built = statSync(index).mtimeMs
  return SOURCES.some((source) => newest(join(root, source)) > built)
}

/** Runs node with `args` as the current child: a signal this process gets is passed on to it. */
function run(args) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env })
  current = child
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}

let current
let stopping
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = signal
    current?.kill(signal)
  })
}

if (isStale()) {
  console.log('start: building the client (vite build)')
  const code = await run([join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'])
  if (code !== 0 || stopping) process.exit(code || 1)
  writeFileSync(stamp, viteEnv)
}
process.exit(await run(['--import', 'tsx', join(root, 'src', 'app', 'server', 'main.ts')]))
