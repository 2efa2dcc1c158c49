import { randomBytes } from 'node:crypto'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { Address, Hash } from '../../domain/shared/hex'
import { type DisabledReason, MAX_CONSECUTIVE_FAILURES } from '../../domain/webhooks/deliveryAttempt'
import { MAX_WEBHOOK_ENDPOINTS } from '../../domain/webhooks/webhookUrl'
import type { WebhookEvent } from '../../domain/webhooks/webhookEvent'
import {
  type AttemptRecord,
  type ClaimedDelivery,
  DELIVERY_HISTORY_SIZE,
  type DeliveryStatus,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookStore,
} from '../../ports/webhookStore'
import { enqueueWebhookEvents } from './enqueueWebhookEvents'
import type { DatabaseConfig } from './openDatabase'
import type { StateSchema, WebhookEndpointTable, WebhookEventTable } from './stateSchema'

function endpointOf(row: Selectable<WebhookEndpointTable>): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    enabled: row.enabled === 1,
    disabledReason: row.disabled_reason as DisabledReason | null,
    createdAt: row.created_at,
    previousSecretUntil: row.previous_secret === null ? null : row.previous_secret_until,
  }
}

function eventOf(
  row: Pick<Selectable<WebhookEventTable>, 'type' | 'chain_id' | 'tx_hash' | 'asset_key' | 'occurred_at'>,
): WebhookEvent {
  if (row.type === 'webhook.test' || row.chain_id === null || row.tx_hash === null || row.asset_key === null)
    return { type: 'webhook.test', occurredAt: row.occurred_at }
  return {
    type: row.type as 'support.created' | 'support.noted',
    chainId: row.chain_id,
    txHash: row.tx_hash as Hash,
    assetKey: row.asset_key,
    occurredAt: row.occurred_at,
  }
}

/**
 * WebhookStore in a SQL database (SQLite or PostgreSQL), the outbox every instance shares. A claim is one UPDATE of
 * due, unleased rows that sets a lease and a token; on PostgreSQL its rows are picked `FOR UPDATE SKIP LOCKED`, so
 * instances claiming at once take different rows instead of waiting on each other. An outcome is written only under
 * the claim's token: a worker whose lease ran out (and whose delivery another took) changes nothing.
 */
export class SqlWebhookStore implements WebhookStore {
  constructor(
    private readonly db: Kysely<StateSchema>,
    private readonly kind: DatabaseConfig['kind'],
  ) {}

  private endpoint(creator: Address, id: string) {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('creator', '=', creator).where('id', '=', id)
  }

  async listEndpoints(creator: Address): Promise<readonly WebhookEndpoint[]> {
    const rows = await this.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('creator', '=', creator)
      .orderBy('seq')
      .execute()
    return rows.map(endpointOf)
  }

  async addEndpoint(
    creator: Address,
    endpoint: { id: string; url: string; secret: string },
    now: number,
  ): Promise<WebhookEndpoint | 'limit'> {
    // The count and the insert in one statement; on PostgreSQL under a lock per creator, as two statements at once
    // would each count four (SQLite runs one writer at a time).
    const inserted = await this.db.transaction().execute(async (trx) => {
      if (this.kind === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${creator}`}))`.execute(trx)
      return trx
        .insertInto('webhook_endpoints')
        .columns(['id', 'creator', 'url', 'secret', 'enabled', 'consecutive_failures', 'created_at'])
        .expression(
          trx
            .selectNoFrom([
              sql<string>`${endpoint.id}`.as('id'),
              sql<string>`${creator}`.as('creator'),
              sql<string>`${endpoint.url}`.as('url'),
              sql<string>`${endpoint.secret}`.as('secret'),
              sql<number>`cast(${1} as integer)`.as('enabled'),
              sql<number>`cast(${0} as integer)`.as('consecutive_failures'),
              sql<number>`cast(${now} as bigint)`.as('created_at'),
            ])
            .where((eb) =>
              eb(
                eb.selectFrom('webhook_endpoints').select(eb.fn.countAll().as('n')).where('creator', '=', creator),
                '<',
                MAX_WEBHOOK_ENDPOINTS,
              ),
            ),
        )
        .returningAll()
        .executeTakeFirst()
    })
    return inserted ? endpointOf(inserted) : 'limit'
  }

  async setEnabled(creator: Address, id: string, enabled: boolean): Promise<WebhookEndpoint | null> {
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set(
        enabled
          ? { enabled: 1, disabled_reason: null, consecutive_failures: 0 }
          : { enabled: 0, disabled_reason: null },
      )
      .where('creator', '=', creator)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    return row ? endpointOf(row) : null
  }

  async deleteEndpoint(creator: Address, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('webhook_endpoints')
        .where('creator', '=', creator)
        .where('id', '=', id)
        .executeTakeFirst()
      if (Number(deleted.numDeletedRows) === 0) return false
      await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute()
      return true
    })
  }

  async rotateSecret(
    creator: Address,
    id: string,
    secret: string,
    previousUntil: number,
  ): Promise<WebhookEndpoint | null> {
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set((eb) => ({ previous_secret: eb.ref('secret'), previous_secret_until: previousUntil, secret }))
      .where('creator', '=', creator)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    return row ? endpointOf(row) : null
  }

  enqueue(creator: Address, event: WebhookEvent, now: number, endpointId?: string): Promise<readonly string[]> {
    return this.db.transaction().execute((trx) => enqueueWebhookEvents(trx, creator, [event], now, endpointId))
  }

  private deliveries() {
    return this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
      .select([
        'd.id',
        'd.endpoint_id',
        'v.type',
        'd.status',
        'd.attempts',
        'd.response_code',
        'd.last_attempt_at',
        'd.next_attempt_at',
        'd.created_at',
      ])
  }

  async listDeliveries(creator: Address, endpointId: string): Promise<readonly WebhookDelivery[] | null> {
    if (!(await this.endpoint(creator, endpointId).executeTakeFirst())) return null
    const rows = await this.deliveries()
      .where('d.endpoint_id', '=', endpointId)
      .orderBy('d.seq', 'desc')
      .limit(DELIVERY_HISTORY_SIZE)
      .execute()
    return rows.map(deliveryOf)
  }

  async redeliver(
    creator: Address,
    endpointId: string,
    deliveryId: string,
    now: number,
  ): Promise<WebhookDelivery | null> {
    if (!(await this.endpoint(creator, endpointId).executeTakeFirst())) return null
    const updated = await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now })
      .where('id', '=', deliveryId)
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return null
    const row = await this.deliveries().where('d.id', '=', deliveryId).executeTakeFirstOrThrow()
    return deliveryOf(row)
  }

  async claimDue(now: number, leaseUntil: number, limit: number): Promise<readonly ClaimedDelivery[]> {
    const token = randomBytes(12).toString('base64url')
    const due = this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select('d.id')
      .where('d.status', '=', 'pending')
      .where('e.enabled', '=', 1)
      .where('d.next_attempt_at', '<=', now)
      .where('d.lease_until', '<=', now)
      .orderBy('d.next_attempt_at')
      .limit(limit)
    const picked = this.kind === 'postgres' ? due.forUpdate('d').skipLocked() : due
    const claimed = await this.db
      .updateTable('webhook_deliveries')
      .set({ lease_until: leaseUntil, lease_token: token })
      .where('id', 'in', picked)
      .where('status', '=', 'pending')
      .where('lease_until', '<=', now)
      .returning('id')
      .execute()
    if (claimed.length === 0) return []
    const rows = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
      .select([
        'd.id',
        'd.attempts',
        'e.id as endpoint_id',
        'e.creator',
        'e.url',
        'e.secret',
        'e.previous_secret',
        'e.previous_secret_until',
        'e.consecutive_failures',
        'v.type',
        'v.chain_id',
        'v.tx_hash',
        'v.asset_key',
        'v.occurred_at',
      ])
      .where(
        'd.id',
        'in',
        claimed.map((row) => row.id),
      )
      .where('d.lease_token', '=', token)
      .execute()
    return rows.map((row) => ({
      id: row.id,
      leaseToken: token,
      creator: row.creator as Address,
      endpointId: row.endpoint_id,
      url: row.url,
      secrets: {
        secret: row.secret,
        previousSecret: (row.previous_secret_until ?? 0) > now ? row.previous_secret : null,
      },
      event: eventOf(row),
      attempts: row.attempts,
      consecutiveFailures: row.consecutive_failures,
    }))
  }

  async recordAttempt(delivery: ClaimedDelivery, record: AttemptRecord): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          status: record.status,
          attempts: record.counted ? eb('attempts', '+', 1) : eb.ref('attempts'),
          next_attempt_at: record.nextAttemptAt,
          lease_until: 0,
          lease_token: null,
          ...(record.counted ? { response_code: record.responseCode, last_attempt_at: record.attemptedAt } : {}),
        }))
        .where('id', '=', delivery.id)
        .where('lease_token', '=', delivery.leaseToken)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) === 0) return false
      const endpoint = trx.updateTable('webhook_endpoints').where('id', '=', delivery.endpointId)
      if (record.endpoint === 'succeeded') await endpoint.set({ consecutive_failures: 0 }).execute()
      if (record.endpoint === 'gone') {
        await endpoint
          .set((eb) => ({
            enabled: 0,
            disabled_reason: 'gone',
            consecutive_failures: eb('consecutive_failures', '+', 1),
          }))
          .execute()
      }
      if (record.endpoint === 'failed') {
        // Counted in SQL, not from the claim's snapshot: attempts to one endpoint may end at the same time.
        await endpoint.set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) })).execute()
        await trx
          .updateTable('webhook_endpoints')
          .set({ enabled: 0, disabled_reason: 'failing' })
          .where('id', '=', delivery.endpointId)
          .where('enabled', '=', 1)
          .where('consecutive_failures', '>=', MAX_CONSECUTIVE_FAILURES)
          .execute()
      }
      return true
    })
  }

  async release(delivery: ClaimedDelivery): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({ lease_until: 0, lease_token: null })
      .where('id', '=', delivery.id)
      .where('lease_token', '=', delivery.leaseToken)
      .execute()
  }

  async pendingCount(): Promise<number> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
}

function deliveryOf(row: {
  id: string
  endpoint_id: string
  type: string
  status: string
  attempts: number
  response_code: number | null
  last_attempt_at: number | null
  next_attempt_at: number | null
  created_at: number
}): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventType: row.type as WebhookEvent['type'],
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    responseCode: row.response_code,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    createdAt: row.created_at,
  }
}
