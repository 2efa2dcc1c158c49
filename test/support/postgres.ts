import { execFile, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { inject } from 'vitest'
import { freePort } from './anvil'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's throwaway PostgreSQL cluster (test/support/postgresGlobalSetup.ts). */
    postgresAdminUrl: string
  }
}

const run = promisify(execFile)
const DEBIAN_ROOT = '/usr/lib/postgresql'
const INSTALL_HINT =
  'Install PostgreSQL server binaries (Debian: apt-get install postgresql, or node scripts/ensurePostgres.mjs as root) ' +
  'or set PG_BIN=/path/to/postgresql/bin.'

/** A throwaway PostgreSQL cluster in a temporary directory, trusting local connections. */
export type PostgresCluster = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  adminUrl: string
  port: number
  /** Starts the stopped server again, on the same port and data. */
  start(): Promise<void>
  /** Stops the server (fast shutdown: connected clients are cut off); its data stays. */
  stop(): Promise<void>
  /** Stops the server and deletes its directory; safe to call twice. */
  destroy(): Promise<void>
  /** The running server's main process (postmaster.pid), null when stopped: benchmarks read its CPU from /proc. */
  serverPid(): number | null
}

function postgresBin(): string {
  const fromEnv = process.env.PG_BIN
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const bin = fromEnv ?? versions.map((v) => `${DEBIAN_ROOT}/${v}/bin`).find((dir) => existsSync(`${dir}/initdb`))
  if (!bin || !existsSync(join(bin, 'initdb')) || !existsSync(join(bin, 'pg_ctl')))
    throw new Error(
      `No PostgreSQL server binaries ${fromEnv ? `in PG_BIN=${fromEnv}` : `under ${DEBIAN_ROOT}`}. ${INSTALL_HINT}`,
    )
  return bin
}

// initdb and postgres refuse to run as root: as root, the cluster belongs to the postgres system user.
function asServerUser(): { command: (tool: string) => [string, string[]]; owner: number | undefined } {
  if (process.getuid?.() !== 0) return { command: (tool) => [tool, []], owner: undefined }
  const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  if (user.status !== 0)
    throw new Error(`Running as root without a postgres system user to own the test cluster. ${INSTALL_HINT}`)
  return { command: (tool) => ['runuser', ['-u', 'postgres', '--', tool]], owner: Number(user.stdout.trim()) }
}

/** Starts a fresh cluster on a free loopback port, tuned for speed over durability (it is thrown away). */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin()
  const { command, owner } = asServerUser()
  const dir = mkdtempSync(join(tmpdir(), 'creators-studio-pg-'))
  if (owner !== undefined) chownSync(dir, owner, owner)
  const data = join(dir, 'data')
  const tool = async (name: string, args: string[]) => {
    const [file, prefix] = command(join(bin, name))
    try {
      await run(file, [...prefix, ...args], { timeout: 60_000 })
    } catch (err) {
      const { stderr, message } = err as { stderr?: string; message: string }
      throw new Error(`${name} failed: ${stderr?.trim() || message}. ${INSTALL_HINT}`, { cause: err })
    }
  }
  let port = 0
  const options = () =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const start = () => tool('pg_ctl', ['-D', data, '-o', options(), '-l', join(dir, 'log'), '-w', '-t', '30', 'start'])
  let running = false
  const stopSync = () => {
    const [pgCtl, prefix] = command(join(bin, 'pg_ctl'))
    if (running) spawnSync(pgCtl, [...prefix, '-D', data, '-m', 'immediate', '-w', 'stop'])
    running = false
    rmSync(dir, { recursive: true, force: true })
  }
  // A run that dies without its teardown still leaves no server behind.
  process.once('exit', stopSync)
  const cluster: PostgresCluster = {
    get adminUrl() {
      return `postgres://postgres@127.0.0.1:${port}/postgres`
    },
    get port() {
      return port
    },
    async start() {
      await start()
      running = true
    },
    async stop() {
      await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      running = false
    },
    serverPid() {
      try {
        return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || null
      } catch {
        return null
      }
    },
    async destroy() {
      process.off('exit', stopSync)
      if (running) await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      running = false
      rmSync(dir, { recursive: true, force: true })
    },
  }
  try {
    await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'])
    // A free port can be taken between the probe and the start: try a few.
    for (let attempt = 1; ; attempt++) {
      port = await freePort()
      try {
        await cluster.start()
        break
      } catch (err) {
        if (attempt === 3) throw err
      }
    }
    return cluster
  } catch (err) {
    await cluster.destroy()
    throw err
  }
}

/**
 * Creates a fresh, uniquely named database in the run's cluster and answers its URL.
 * @example const url = await createTestDatabase() // postgres://postgres@127.0.0.1:45121/test_3f9a…
 */
export async function createTestDatabase(adminUrl = inject('postgresAdminUrl')): Promise<string> {
  const name = `test_${randomBytes(8).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
