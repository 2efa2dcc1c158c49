import { mkdirSync } from 'node:fs'
import { sql } from 'kysely'
import { dirname } from 'node:path'
import { MemoryCreatorStore } from '../../adapters/memory/memoryCreatorStore'
import { MemoryMonthlySupportStore } from '../../adapters/memory/memoryMonthlySupportStore'
import { MemoryNonceStore } from '../../adapters/memory/memoryNonceStore'
import { MemorySessionStore } from '../../adapters/memory/memorySessionStore'
import { MemoryRateLimiter } from '../../adapters/server/memoryRateLimiter'
import { guardStore, StoreUnavailableError } from '../../adapters/server/guardStore'
import { migrateStateDatabase } from '../../adapters/sql/migrateStateDatabase'
import { pendingStateMigrations, stateTableSizes } from '../../adapters/sql/pendingStateMigrations'
import { openDatabase, type StateDatabase } from '../../adapters/sql/openDatabase'
import { SqlCreatorStore } from '../../adapters/sql/sqlCreatorStore'
import { SqlMonthlySupportStore } from '../../adapters/sql/sqlMonthlySupportStore'
import { SqlNonceStore } from '../../adapters/sql/sqlNonceStore'
import { SqlRateLimiter } from '../../adapters/sql/sqlRateLimiter'
import { SqlSessionStore } from '../../adapters/sql/sqlSessionStore'
import { SqlWebhookStore } from '../../adapters/sql/sqlWebhookStore'
import { supportKeyOf } from '../../domain/support/supportKey'
import { claimEvents } from '../../domain/webhooks/webhookEvent'
import type { Address } from '../../domain/shared/hex'
import type { Support } from '../../domain/support/support'
import type { WebhookStore } from '../../ports/webhookStore'
import { BaseError } from '../../domain/errors/baseError'
import type { Clock } from '../../ports/clock'
import type { CreatorStore } from '../../ports/creatorStore'
import type { MonthlySupportStore } from '../../ports/monthlySupportStore'
import type { SupportLedger } from '../../ports/supportLedger'
import type { NonceStore } from '../../ports/nonceStore'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { SessionStore } from '../../ports/sessionStore'
import type { StateConfig } from './serverConfig'

/** The server's state (sign-in, creators), wherever it lives, and how to let go of it at shutdown. */
export type StateStores = {
  nonceStore: NonceStore
  sessionStore: SessionStore
  creatorStore: CreatorStore
  /** The support indexer's state, beside the creators' supports (the same store). */
  supportLedger: SupportLedger
  /** Webhook endpoints and the outbox of their deliveries. */
  webhookStore: WebhookStore
  /** Monthly support: creators' offers, supporters' permissions, each period's charge. */
  monthlyStore: MonthlySupportStore
  /** The limiter of one scope (`nonce`, `verify`, `creators-write`...): scopes count apart. */
  rateLimiter: (scope: string, rule: RateLimit) => RateLimiter
  /** Whether the state can serve: the database answers within `deadlineMs` and has run every migration. */
  readiness(deadlineMs: number): Promise<Readiness>
  /** How many rows the nonce and session tables hold and how many webhook deliveries wait, for the operator's gauges. */
  tableSizes(): Promise<{ nonces: number; sessions: number; webhookOutbox: number }>
  close(): Promise<void>
}

/** Ready, or not with the reason an operator reads (`database: ...`, `migrations behind: ...`). */
export type Readiness = { ready: true } | { ready: false; reason: string }

/**
 * Opens the configured state store: memory, or a SQL database migrated to this code's schema first. Throws an error
 * a person can act on when the database cannot be reached or was migrated by newer code.
 * @example const stores = await openStateStores({ kind: 'sqlite', file: 'data/creators-studio.sqlite' })
 */
export async function openStateStores(state: StateConfig, clock?: Clock): Promise<StateStores> {
  if (state.kind === 'memory') {
    const nonceStore = new MemoryNonceStore({ ...(clock ? { clock } : {}), ...pendingNonces(state) })
    const sessionStore = new MemorySessionStore(clock ? { clock } : {})
    const webhooks = await memoryWebhookStore()
    const creatorStore = enqueuingSupports(new MemoryCreatorStore(), webhooks.store)
    return {
      nonceStore,
      sessionStore,
      creatorStore,
      supportLedger: creatorStore,
      webhookStore: webhooks.store,
      monthlyStore: new MemoryMonthlySupportStore(memoryMonthlySupport(creatorStore, webhooks.store)),
      rateLimiter: (_scope, rule) => new MemoryRateLimiter(rule),
      readiness: async () => ({ ready: true }),
      tableSizes: async () => ({
        nonces: nonceStore.size,
        sessions: sessionStore.size,
        webhookOutbox: await webhooks.store.pendingCount(),
      }),
      close: () => webhooks.database.close(),
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
  const creatorStore = new SqlCreatorStore(database.db, database.kind)
  const webhookStore = new SqlWebhookStore(database.db, database.kind)
  return {
    nonceStore: new SqlNonceStore(database.db, { ...options, ...pendingNonces(state) }),
    sessionStore: new SqlSessionStore(database.db, options),
    creatorStore,
    supportLedger: creatorStore,
    webhookStore,
    monthlyStore: new SqlMonthlySupportStore(database.db),
    rateLimiter: (scope, rule) => new SqlRateLimiter(database.db, { scope, rule }),
    readiness: (deadlineMs) => databaseReadiness(database, deadlineMs),
    tableSizes: async () => ({
      ...(await stateTableSizes(database)),
      webhookOutbox: await webhookStore.pendingCount(),
    }),
    close: () => database.close(),
  }
}

/** The nonce stores' cap, when the configuration sets one (their own default otherwise). */
function pendingNonces(state: StateConfig): { maxEntries?: number } {
  return state.pendingNonces === undefined ? {} : { maxEntries: state.pendingNonces }
}

/**
 * The webhook outbox of STATE_STORE=memory: the SQL store over a SQLite database in memory (one code path for the
 * outbox), kept as long as the process, like the other memory stores.
 */
async function memoryWebhookStore(): Promise<{ store: WebhookStore; database: StateDatabase }> {
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' })
  await migrateStateDatabase(database)
  return { store: new SqlWebhookStore(database.db, database.kind), database }
}

/**
 * The memory creator store (and support ledger), queuing a support's events as SqlCreatorStore does in the
 * transaction that stores it (here just after it: memory keeps nothing across a crash anyway).
 */
function enqueuingSupports(store: MemoryCreatorStore, webhooks: WebhookStore): MemoryCreatorStore {
  const attachNote: CreatorStore['attachNote'] = async (creator, support) => {
    const result = await store.attachNote(creator, support)
    if (result === 'already-recorded') return result
    const events = claimEvents(support, support.createdAt).filter(
      (event) => result === 'inserted' || event.type === 'support.noted',
    )
    for (const event of events) await webhooks.enqueue(creator, event, support.createdAt)
    return result
  }
  const advance: SupportLedger['advance'] = async (...args) => {
    const result = await store.advance(...args)
    if (result === 'lease-lost') return result
    for (const { creator, support } of result.inserted) {
      const event = { type: 'support.created', ...supportKeyOf(support), occurredAt: support.createdAt } as const
      await webhooks.enqueue(creator, event, support.createdAt)
    }
    return result
  }
  return new Proxy(store, {
    get: (target, key) =>
      key === 'attachNote' ? attachNote : key === 'advance' ? advance : Reflect.get(target, key, target),
  })
}

/** Where the memory monthly store puts a paid charge's support: the creator store, announced as the SQL one does. */
function memoryMonthlySupport(creators: MemoryCreatorStore, webhooks: WebhookStore) {
  return async (creator: Address, support: Support): Promise<void> => {
    if (!(await creators.recordMonthlySupport(creator, support))) return
    const event = { type: 'support.created', ...supportKeyOf(support), occurredAt: support.createdAt } as const
    await webhooks.enqueue(creator, event, support.createdAt)
  }
}

/** The database answers within the deadline and is not behind this code's migrations. */
async function databaseReadiness(database: StateDatabase, deadlineMs: number): Promise<Readiness> {
  try {
    const pending = await guardStore('database', { pendingStateMigrations }, deadlineMs).pendingStateMigrations(
      database,
    )
    return pending.length === 0 ? { ready: true } : { ready: false, reason: `migrations behind: ${pending.join(', ')}` }
  } catch (err) {
    const details = err instanceof StoreUnavailableError ? err.details : undefined
    return { ready: false, reason: `database: ${details ?? String(err)}` }
  }
}

/** How long a SQLite statement may wait for another process's lock once the server is serving. */
const SERVING_BUSY_TIMEOUT_MS = 100

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
