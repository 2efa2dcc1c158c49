import { createServer, type Server, type Socket } from 'node:net'
import { sql } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'
import { migrateStateDatabase } from '../../../src/adapters/sql/migrateStateDatabase'
import { openDatabase, type StateDatabase } from '../../../src/adapters/sql/openDatabase'
import { SqlNonceStore } from '../../../src/adapters/sql/sqlNonceStore'
import { SqlRateLimiter } from '../../../src/adapters/sql/sqlRateLimiter'
import { SqlSessionStore } from '../../../src/adapters/sql/sqlSessionStore'
import { freePort } from '../../support/anvil'
import { createTestDatabase, type PostgresCluster, startPostgresCluster } from '../../support/postgres'

const opened: StateDatabase[] = []
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()))
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function open(url: string, timeoutMs: number, onIdleError?: (error: Error) => void): StateDatabase {
  const database = openDatabase({
    kind: 'postgres',
    url,
    connectTimeoutMs: timeoutMs,
    queryTimeoutMs: timeoutMs,
    ...(onIdleError ? { onIdleError } : {}),
  })
  opened.push(database)
  return database
}

/** Milliseconds until `promise` settles, and whether it rejected. */
async function timed(promise: Promise<unknown>): Promise<{ ms: number; rejected: unknown }> {
  const started = performance.now()
  const rejected = await promise.then(
    () => undefined,
    (error: unknown) => error ?? new Error('rejected'),
  )
  return { ms: performance.now() - started, rejected }
}

/** A TCP server that accepts connections and never answers: a hung database. */
async function silentServer(): Promise<number> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return port
}

describe('SQL stores on PostgreSQL (faults)', () => {
  test('behavior: with nothing listening, every store call rejects at once', async () => {
    const database = open(`postgres://postgres@127.0.0.1:${await freePort()}/none`, 500)
    const nonces = new SqlNonceStore(database.db)
    const sessions = new SqlSessionStore(database.db)
    const limiter = new SqlRateLimiter(database.db, { scope: 'nonce', rule: { limit: 1, windowMs: 1_000 } })
    // Each call is made when it is timed: a rejection made earlier would wait unobserved (an unhandled rejection).
    for (const call of [() => nonces.consume('n', 0), () => sessions.get('id', 0), () => limiter.take('a', 0)]) {
      const { ms, rejected } = await timed(call())
      expect(rejected).toBeInstanceOf(Error)
      expect(ms).toBeLessThan(1_500)
    }
  })

  test('parameters: connectTimeoutMs; a database that accepts and never answers rejects within it', async () => {
    const database = open(`postgres://postgres@127.0.0.1:${await silentServer()}/none`, 300)
    const { ms, rejected } = await timed(new SqlNonceStore(database.db).issue('n', 10_000))
    expect(rejected).toBeInstanceOf(Error)
    expect(ms).toBeGreaterThanOrEqual(250)
    expect(ms).toBeLessThan(1_500)
  })

  test('parameters: queryTimeoutMs; a statement that hangs is cut off', async () => {
    const url = await createTestDatabase()
    const database = open(url, 300)
    await migrateStateDatabase(database)
    // A row lock held by another transaction makes the consume wait: the hang is the database's, not the network's.
    const blocker = open(url, 5_000)
    const store = new SqlNonceStore(database.db)
    await store.issue('locked', 10_000)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked = () => {}
    const lockHeld = new Promise<void>((resolve) => {
      locked = resolve
    })
    const transaction = blocker.db.transaction().execute(async (trx) => {
      await sql`select * from nonces where nonce = 'locked' for update`.execute(trx)
      locked()
      await held
    })
    try {
      // The row is locked once the blocker's SELECT ... FOR UPDATE has answered.
      await lockHeld
      const { ms, rejected } = await timed(store.consume('locked', 1_000))
      expect(rejected).toBeInstanceOf(Error)
      expect(ms).toBeLessThan(1_500)
    } finally {
      release()
      await transaction
    }
    expect(await store.consume('locked', 1_000)).toBe('ok')
  })

  test('behavior: a backend terminated between two statements of a transaction fails that transaction, is reported, and crashes nothing', async () => {
    const url = await createTestDatabase()
    const errors: Error[] = []
    const database = open(url, 5_000, (error) => errors.push(error))
    const admin = open(url, 5_000)
    await migrateStateDatabase(database)
    const transaction = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
      // No statement is running on this connection now: its 'error' comes with no query to fail.
      await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(admin.db)
      while (errors.length === 0) await new Promise((resolve) => setTimeout(resolve, 20))
      await sql`select 1`.execute(trx)
    })
    await expect(transaction).rejects.toBeInstanceOf(Error)
    expect(errors[0]?.message).toMatch(/terminat/i)
    // The broken connection was not handed out again.
    const store = new SqlNonceStore(database.db)
    await store.issue('after', 60_000)
    expect(await store.consume('after', 1_000)).toBe('ok')
  })

  test('behavior: a database stopped and started again serves the same stores again', async () => {
    const cluster: PostgresCluster = await startPostgresCluster()
    cleanups.push(() => cluster.destroy())
    const idleErrors: Error[] = []
    const database = open(await createTestDatabase(cluster.adminUrl), 1_000, (error) => idleErrors.push(error))
    await migrateStateDatabase(database)
    const store = new SqlNonceStore(database.db)
    const sessions = new SqlSessionStore(database.db)
    await store.issue('before', 60_000)
    const id = await sessions.create({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
      expiresAt: 60_000,
    })

    await cluster.stop()
    const { ms, rejected } = await timed(store.consume('before', 1_000))
    expect(rejected).toBeInstanceOf(Error)
    expect(ms).toBeLessThan(2_500)

    await cluster.start()
    expect(await store.consume('before', 1_000)).toBe('ok')
    expect(await sessions.get(id, 1_000)).toMatchObject({ chainId: 1 })
    await store.issue('after', 60_000)
    expect(await store.consume('after', 1_000)).toBe('ok')
    // The pooled connections the restart broke were reported, not thrown.
    expect(idleErrors.length).toBeGreaterThan(0)
  })
})
