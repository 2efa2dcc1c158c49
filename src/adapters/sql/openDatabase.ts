import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { redactDatabaseUrl } from './redactDatabaseUrl'
import type { StateSchema } from './stateSchema'

/** Where the shared state lives: a SQLite file (one host) or a PostgreSQL database (several instances). */
export type DatabaseConfig =
  | { kind: 'sqlite'; file: string; busyTimeoutMs?: number }
  | {
      kind: 'postgres'
      url: string
      /** Bound on opening a connection and on waiting for a free one in the pool. */
      connectTimeoutMs?: number
      /** Bound on one statement, enforced by the client and by the server. */
      queryTimeoutMs?: number
      maxConnections?: number
      /**
       * A pooled connection broke (database restarted, network cut, backend terminated): an idle one the pool
       * already dropped, or one checked out, which is closed when it is released. Reported, never thrown.
       */
      onIdleError?: (error: Error) => void
    }

/** An open state database: the Kysely instance, a printable location for messages, and close(). */
export type StateDatabase = {
  kind: DatabaseConfig['kind']
  db: Kysely<StateSchema>
  /** The file, or the URL without its password. */
  where: string
  close(): Promise<void>
}

const DEFAULT_BUSY_TIMEOUT_MS = 5_000
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000
const DEFAULT_QUERY_TIMEOUT_MS = 5_000

const INT8_OID = 20

// Times are stored as bigint ms; node-postgres hands bigint back as a string unless told otherwise.
function parseInt8(text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is beyond Number.MAX_SAFE_INTEGER`)
  return value
}

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
}

/**
 * Opens the state database lazily (the first query connects). Any failure later rejects that query: an unreachable
 * or hung PostgreSQL rejects within the timeouts, and the pool reconnects by itself once it is back.
 * @example const database = openDatabase({ kind: 'sqlite', file: '/var/lib/creators-studio/state.db' })
 */
export function openDatabase(config: DatabaseConfig): StateDatabase {
  if (config.kind === 'sqlite') {
    const busyTimeoutMs = config.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS
    const dialect = new SqliteDialect({
      database: async () => {
        const sqlite = new Database(config.file)
        // WAL lets readers run beside the one writer; NORMAL is durable across app crashes (not power loss) and
        // keeps writes fast; busy_timeout makes a second process wait for the write lock instead of failing at once.
        sqlite.pragma('journal_mode = WAL')
        sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`)
        sqlite.pragma('synchronous = NORMAL')
        return reusingStatements(sqlite)
      },
    })
    const db = new Kysely<StateSchema>({ dialect })
    return { kind: 'sqlite', db, where: config.file, close: () => db.destroy() }
  }
  const queryTimeoutMs = config.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS
  const pool = new pg.Pool({
    connectionString: config.url,
    connectionTimeoutMillis: config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // The server gives up on a slow statement; the client also gives up when the server does not answer at all.
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs,
    idle_in_transaction_session_timeout: queryTimeoutMs * 2,
    max: config.maxConnections ?? 10,
    keepAlive: true,
    types: pgTypes,
  })
  // Without a listener an idle client's error (the server restarting) would crash the process.
  pool.on('error', (error) => config.onIdleError?.(error))
  const db = new Kysely<StateSchema>({
    dialect: new PostgresDialect({ pool: discardingBrokenClients(pool, (error) => config.onIdleError?.(error)) }),
  })
  return { kind: 'postgres', db, where: redactDatabaseUrl(config.url), close: () => db.destroy() }
}

/** How many prepared SQLite statements are kept for reuse: the stores' queries are a few dozen texts. */
const STATEMENT_CACHE_SIZE = 200

/**
 * The database, except that `prepare` answers the statement it prepared before for the same SQL text: Kysely
 * prepares every query anew, and preparing cost the nonce endpoint a third of its SQLite time (bench/auth.mjs
 * --cpu-prof). A statement still busy (an unfinished iteration) is never handed out twice: that call prepares afresh.
 * The cache forgets its oldest statement past STATEMENT_CACHE_SIZE texts.
 */
function reusingStatements(sqlite: Database.Database) {
  const statements = new Map<string, Database.Statement>()
  return {
    close: () => {
      statements.clear()
      sqlite.close()
    },
    prepare(text: string): Database.Statement {
      const cached = statements.get(text)
      if (cached && !cached.busy) return cached
      const statement = sqlite.prepare(text)
      if (cached) return statement
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string)
      statements.set(text, statement)
      return statement
    },
  }
}

/** How many SQL texts get a server-side prepared statement on each PostgreSQL connection. */
const NAMED_STATEMENTS = 200
const DML = /^\s*(?:select|insert|update|delete|with)\b/i

/**
 * Names each parameterized query (SELECT, INSERT, UPDATE, DELETE) by its SQL text, so node-postgres prepares it once
 * per connection and then sends only Bind and Execute: PostgreSQL then skips parsing and, after a few runs, planning,
 * CPU it shares with this process on a small host. The first NAMED_STATEMENTS texts get names; any later text, and
 * every statement without parameters (BEGIN, COMMIT, DDL), runs unnamed as before.
 */
class StatementNames {
  private readonly names = new Map<string, string>()

  prepared(args: unknown[]): unknown[] {
    const [text, values, ...rest] = args
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || !DML.test(text)) return args
    let name = this.names.get(text)
    if (name === undefined) {
      if (this.names.size >= NAMED_STATEMENTS) return args
      name = `cs_${this.names.size}`
      this.names.set(text, name)
    }
    return [{ name, text, values }, ...rest]
  }
}

/**
 * The pool, except that a client whose query failed at the connection level (no answer within the query timeout, a
 * reset) is closed on release instead of going back to the pool. node-postgres leaves a timed-out query on its
 * connection, so a host that vanished without a reset would keep that connection, and every query sent on it,
 * failing until the kernel gives up on it, many minutes later. A client's `query` is wrapped once, when the client
 * is first seen (and is given its own error listener then): wrapping it at every checkout stacked one more layer per checkout, so after a minute of traffic a query
 * went through thousands of them (bench/auth.mjs --cpu-prof: a third of the server's CPU on PostgreSQL). Its `release`
 * is wrapped at every checkout, as the pool gives the client a new one each time.
 */
function discardingBrokenClients(pool: pg.Pool, onError: (error: Error) => void) {
  const names = new StatementNames()
  // Whether the client's current checkout met a connection-level failure; a client is in it once its query is wrapped.
  const broken = new WeakMap<pg.PoolClient, boolean>()
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect()
      if (!broken.has(client)) {
        // The pool listens for errors only while a client is idle: a checked-out client whose backend goes away (a
        // restart, pg_terminate_backend) between two statements of a transaction would otherwise emit an 'error'
        // no one hears, and that crashes the process.
        client.on('error', (error: Error) => {
          broken.set(client, true)
          onError(error)
        })
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
        Object.assign(client, {
          query: (...args: unknown[]) =>
            query(...names.prepared(args)).catch((error: unknown) => {
              if (!(error as { severity?: unknown })?.severity) broken.set(client, true)
              throw error
            }),
        })
      }
      broken.set(client, false)
      const release = client.release.bind(client)
      return Object.assign(client, { release: () => release(broken.get(client) || undefined) })
    },
  }
}
