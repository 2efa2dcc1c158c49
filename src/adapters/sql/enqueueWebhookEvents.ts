import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Address } from '../../domain/shared/hex'
import type { WebhookEvent } from '../../domain/webhooks/webhookEvent'
import type { StateSchema } from './stateSchema'

/** A random id with its kind's prefix (`evt_`, `msg_`, `ep_`): unguessable, unique without a round trip. */
export function webhookId(prefix: 'evt' | 'msg' | 'ep'): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`
}

/**
 * Puts `events` in the outbox for the creator's enabled endpoints (or only `endpointId`), due at `now`, and answers
 * the deliveries' ids. Run it inside the transaction that records what happened (a support's insert), so the event
 * is queued if and only if the fact is stored: a crash loses neither, a rollback sends nothing. An event of a support
 * already queued (same type, same support key) is not queued again: each keeps its deliveries and their ids.
 * @example await db.transaction().execute(async (trx) => { await insertSupport(trx); await enqueueWebhookEvents(trx, creator, claimEvents(note, now), now) })
 */
export async function enqueueWebhookEvents(
  trx: Kysely<StateSchema>,
  creator: Address,
  events: readonly WebhookEvent[],
  now: number,
  endpointId?: string,
): Promise<string[]> {
  let endpoints = trx
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('creator', '=', creator)
    .where('enabled', '=', 1)
  if (endpointId !== undefined) endpoints = endpoints.where('id', '=', endpointId)
  const ids = (await endpoints.orderBy('seq').execute()).map((row) => row.id)
  if (ids.length === 0 || events.length === 0) return []
  const rows = events.map((event) => ({
    id: webhookId('evt'),
    creator,
    type: event.type,
    chain_id: event.type === 'webhook.test' ? null : event.chainId,
    tx_hash: event.type === 'webhook.test' ? null : event.txHash.toLowerCase(),
    asset_key: event.type === 'webhook.test' ? null : event.assetKey,
    occurred_at: event.occurredAt,
  }))
  const inserted = await trx
    .insertInto('webhook_events')
    .values(rows)
    .onConflict((oc) => oc.columns(['creator', 'type', 'chain_id', 'tx_hash', 'asset_key']).doNothing())
    .returning('id')
    .execute()
  const queued = new Set(inserted.map((row) => row.id))
  const deliveries = rows
    .filter((event) => queued.has(event.id))
    .flatMap((event) =>
      ids.map((endpoint) => ({
        id: webhookId('msg'),
        endpoint_id: endpoint,
        event_id: event.id,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        lease_until: 0,
        created_at: now,
      })),
    )
  if (deliveries.length === 0) return []
  await trx.insertInto('webhook_deliveries').values(deliveries).execute()
  return deliveries.map((delivery) => delivery.id)
}
