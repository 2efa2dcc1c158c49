import type { Address } from '../domain/shared/hex'
import type { DisabledReason } from '../domain/webhooks/deliveryAttempt'
import type { WebhookEvent } from '../domain/webhooks/webhookEvent'

/** A creator's endpoint as its owner sees it: never its secrets. */
export type WebhookEndpoint = {
  readonly id: string
  readonly url: string
  readonly enabled: boolean
  /** Why it was turned off; null while it is on. */
  readonly disabledReason: DisabledReason | null
  readonly createdAt: number
  /** Until when the secret it had before its last rotation still signs (ms since the epoch); null when none does. */
  readonly previousSecretUntil: number | null
}

/** The secrets that sign an endpoint's deliveries now: the current one, and the one it replaced while it still signs. */
export type EndpointSecrets = { readonly secret: string; readonly previousSecret: string | null }

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'skipped'

/** One event for one endpoint: its `webhook-id` (`id`), the same on every attempt. */
export type WebhookDelivery = {
  readonly id: string
  readonly endpointId: string
  readonly eventType: WebhookEvent['type']
  readonly status: DeliveryStatus
  readonly attempts: number
  /** The last attempt's HTTP status; null before any answer (or when none came). */
  readonly responseCode: number | null
  readonly lastAttemptAt: number | null
  readonly nextAttemptAt: number | null
  readonly createdAt: number
}

/** A delivery the worker holds the lease of, with what it needs to send it. */
export type ClaimedDelivery = {
  readonly id: string
  readonly leaseToken: string
  readonly creator: Address
  readonly endpointId: string
  readonly url: string
  readonly secrets: EndpointSecrets
  readonly event: WebhookEvent
  /** Attempts made before this one. */
  readonly attempts: number
  readonly consecutiveFailures: number
}

/** What the worker writes back after an attempt (see decideAttempt). */
export type AttemptRecord = {
  readonly status: 'succeeded' | 'pending' | 'failed' | 'skipped'
  readonly nextAttemptAt: number | null
  readonly responseCode: number | null
  readonly attemptedAt: number
  /** Whether this was an attempt (a skipped delivery sends nothing). */
  readonly counted: boolean
  /**
   * What it does to the endpoint: `succeeded` forgets its failures, `failed` counts one more (MAX_CONSECUTIVE_FAILURES
   * in a row turn it off), `gone` (410) turns it off at once; null leaves it as it is.
   */
  readonly endpoint: 'succeeded' | 'failed' | 'gone' | null
}

/** Deliveries shown per endpoint. */
export const DELIVERY_HISTORY_SIZE = 50

/**
 * Creators' webhook endpoints and the durable outbox of their deliveries, shared by every instance pointed at it.
 * Claiming is exclusive: a delivery leased by one caller is handed to no other until the lease ends, so instances
 * never send one at the same time; a lease left by a crashed instance ends by itself.
 */
export interface WebhookStore {
  /** The creator's endpoints, oldest first. */
  listEndpoints(creator: Address): Promise<readonly WebhookEndpoint[]>
  /** Adds an endpoint with its secret; 'limit' when the creator already has MAX_WEBHOOK_ENDPOINTS. */
  addEndpoint(
    creator: Address,
    endpoint: { id: string; url: string; secret: string },
    now: number,
  ): Promise<WebhookEndpoint | 'limit'>
  /** Turns an endpoint on (its failures forgotten) or off; null when the creator has no such endpoint. */
  setEnabled(creator: Address, id: string, enabled: boolean): Promise<WebhookEndpoint | null>
  /** Removes an endpoint and its deliveries; false when the creator has no such endpoint. */
  deleteEndpoint(creator: Address, id: string): Promise<boolean>
  /** Replaces the secret; the one replaced keeps signing until `previousUntil`. Null when there is no such endpoint. */
  rotateSecret(creator: Address, id: string, secret: string, previousUntil: number): Promise<WebhookEndpoint | null>
  /**
   * Queues `event` for the creator's enabled endpoints (all of them, or only `endpointId`); answers the deliveries'
   * ids. Each delivery is due at `now`.
   */
  enqueue(creator: Address, event: WebhookEvent, now: number, endpointId?: string): Promise<readonly string[]>
  /** The endpoint's last DELIVERY_HISTORY_SIZE deliveries, newest first; null when the creator has no such endpoint. */
  listDeliveries(creator: Address, endpointId: string): Promise<readonly WebhookDelivery[] | null>
  /** Makes a delivery due now with a fresh schedule; null when the creator's endpoint has no such delivery. */
  redeliver(creator: Address, endpointId: string, deliveryId: string, now: number): Promise<WebhookDelivery | null>
  /**
   * Leases up to `limit` due deliveries of enabled endpoints until `leaseUntil`, each with the secrets that sign at
   * `now` (the replaced one only until its time is up).
   */
  claimDue(now: number, leaseUntil: number, limit: number): Promise<readonly ClaimedDelivery[]>
  /** Writes an attempt's outcome, if the lease is still held (answers whether it was). */
  recordAttempt(delivery: ClaimedDelivery, record: AttemptRecord): Promise<boolean>
  /** Gives a lease back without an attempt (the worker stopped before sending). */
  release(delivery: ClaimedDelivery): Promise<void>
  /** Deliveries waiting to be sent (the outbox's depth). */
  pendingCount(): Promise<number>
}
