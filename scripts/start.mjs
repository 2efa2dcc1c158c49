#!/usr/bin/env node
// `npm start`: builds the client with `vite build` when dist/ is missing or older than its sources (or was built
// with other VITE_* settings), then runs the server (src/app/server/main.ts through tsx) in the foreground.
import { spawn, spawnSync } from 'node:child_process'
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

if (isStale()) {
  console.log('start: building the client (vite build)')
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeFileSync(stamp, viteEnv)
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src', 'app', 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
