import { mkdirSync } from 'node:fs'
import { sql } from 'kysely'
import { dirname } from 'node:path'
import { MemoryCreatorStore } from '../../adapters/memory/memoryCreatorStore'
import { MemoryNonceStore } from '../../adapters/memory/memoryNonceStore'
import { MemorySessionStore } from '../../adapters/memory/memorySessionStore'
import { MemoryRateLimiter } from '../../adapters/server/memoryRateLimiter'
import { migrateStateDatabase } from '../../adapters/sql/migrateStateDatabase'
import { openDatabase, type StateDatabase } from '../../adapters/sql/openDatabase'
import { SqlCreatorStore } from '../../adapters/sql/sqlCreatorStore'
import { SqlNonceStore } from '../../adapters/sql/sqlNonceStore'
import { SqlRateLimiter } from '../../adapters/sql/sqlRateLimiter'
import { SqlSessionStore } from '../../adapters/sql/sqlSessionStore'
import { BaseError } from '../../domain/errors/baseError'
import type { Clock } from '../../ports/clock'
import type { CreatorStore } from '../../ports/creatorStore'
import type { NonceStore } from '../../ports/nonceStore'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { SessionStore } from '../../ports/sessionStore'
import type { StateConfig } from './serverConfig'

/** The server's state (sign-in, creators), wherever it lives, and how to let go of it at shutdown. */
export type StateStores = {
  nonceStore: NonceStore
  sessionStore: SessionStore
  creatorStore: CreatorStore
  /** The limiter of one scope (`nonce`, `verify`, `creators-write`...): scopes count apart. */
  rateLimiter: (scope: string, rule: RateLimit) => RateLimiter
  close(): Promise<void>
}

/**
 * Opens the configured state store: memory, or a SQL database migrated to this code's schema first. Throws an error
 * a person can act on when the database cannot be reached or was migrated by newer code.
 * @example const stores = await openStateStores({ kind: 'sqlite', file: 'data/creators-studio.sqlite' })
 */
export async function openStateStores(state: StateConfig, clock?: Clock): Promise<StateStores> {
  if (state.kind === 'memory') {
    return {
      nonceStore: new MemoryNonceStore(clock ? { clock } : {}),
      sessionStore: new MemorySessionStore(clock ? { clock } : {}),
      creatorStore: new MemoryCreatorStore(),
      rateLimiter: (_scope, rule) => new MemoryRateLimiter(rule),
      close: async () => {},
    }
  }
  if (state.kind === 'sqlite') mkdirSync(dirname(state.file), { recursive: true })
  const database = openDatabase(
    state.kind === 'sqlite'
      ? { kind: 'sqlite', file: state.file }
      : { kind: 'postgres', url: state.url, onIdleError: (error) => console.error(`database: ${error.message}`) },
  )
  try {
    await migrateStateDatabase(database)
  } catch (err) {
    await database.close().catch(() => {})
    throw unreachable(database, err) ?? err
  }
  // better-sqlite3 waits for a lock on the one thread the server has: past the migration (which may wait its turn),
  // a database locked by another process must fail fast (503), not stall every request and page for seconds.
  if (database.kind === 'sqlite') await sql.raw(`pragma busy_timeout = ${SERVING_BUSY_TIMEOUT_MS}`).execute(database.db)
  const options = clock ? { clock } : {}
  return {
    nonceStore: new SqlNonceStore(database.db, options),
    sessionStore: new SqlSessionStore(database.db, options),
    creatorStore: new SqlCreatorStore(database.db),
    rateLimiter: (scope, rule) => new SqlRateLimiter(database.db, { scope, rule }),
    close: () => database.close(),
  }
}

/** How long a SQLite statement may wait for another process's lock once the server is serving. */
export const SERVING_BUSY_TIMEOUT_MS = 100

const UNREACHABLE = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ECONNRESET|timeout|terminated/i

/** A failure to reach the database at all, said in one line; undefined for any other failure. */
function unreachable(database: StateDatabase, err: unknown): BaseError | undefined {
  const causes: unknown[] = []
  for (let e: unknown = err; e && causes.length < 5; e = (e as { cause?: unknown }).cause) causes.push(e)
  // The innermost failure says it best (the driver's "connect ECONNREFUSED 10.0.0.5:5432").
  const reason = causes
    .reverse()
    .filter((e) => UNREACHABLE.test(`${(e as { code?: unknown }).code} ${(e as { message?: unknown }).message}`))
    .map((e) => String((e as { message?: unknown }).message || (e as { code?: unknown }).code))[0]
  if (reason === undefined) return undefined
  return new BaseError(`the database at ${database.where} is unreachable: ${reason}`, {
    code: 'database-unreachable',
    cause: err,
  })
}
