/** How a sign-in attempt ended: `ok`, or refused with its error code (`bad-signature`, `nonce-used`...). */
type SignInOutcome = { outcome: 'ok' } | { outcome: 'refused'; code: string }

/** How a support claim ended: recorded, or refused with its code and, for `tx-mismatch`, the reason. */
type SupportClaimOutcome = { outcome: 'recorded' } | { outcome: 'refused'; code: string; reason?: string }

/** The chain reads the support indexer makes. */
export type SupportIndexerCall = 'getBlockNumber' | 'getBlocks' | 'getTransferLogs'

/**
 * What the support indexer reports: the block it reached on a chain and the head then, a failed pass (its error
 * code: `rpc-timeout`, `rpc-unavailable`, `store-unavailable`...), a failed RPC read (counted even when the indexer
 * recovers by splitting the range), supports found (by the indexer or by a claim).
 */
export type SupportIndexerEvent =
  | { type: 'indexed'; chainId: number; block: bigint; head: bigint }
  | { type: 'failed'; chainId: number; code: string; details: string }
  /** One RPC read failed: a refused range the indexer then splits, or the read that failed its pass. */
  | { type: 'rpc-failed'; chainId: number; call: SupportIndexerCall; code: string; details: string }
  | { type: 'found'; chainId: number; asset: string; source: 'chain' | 'claim'; count: number }

/**
 * One answered request as an operator may see it: the route's pattern (`/api/creators/:address`, never the path a
 * visitor typed), no cookie, body or query; the client only as a keyed hash of its rate-limit key.
 */
export type RequestRecord = {
  requestId: string
  method: string
  route: string
  status: number
  seconds: number
  client: string
}

/**
 * One attempt of a webhook delivery (or its skipping, for a note since hidden or a support gone): which, how it ended,
 * the receiver's status and how long it took. Never the secret, the URL or the body.
 */
export type WebhookDeliveryRecord = {
  deliveryId: string
  endpointId: string
  eventType: string
  attempt: number
  /** `succeeded`, `retrying`, `failed` (no retry left), `disabled` (the endpoint turned off), `refused` (address), `skipped`. */
  outcome: 'succeeded' | 'retrying' | 'failed' | 'disabled' | 'refused' | 'skipped'
  responseCode: number | null
  ms: number
}

/**
 * What the server's APIs report about themselves for an operator: outcomes worth counting and failures worth a log
 * line. Calls are fire-and-forget and never throw; an implementation counts (Prometheus) or logs (JSON lines).
 */
export interface ServerTelemetry {
  /** A request was answered. */
  request(record: RequestRecord): void
  /** A sign-in attempt (POST /api/auth/verify) reached its outcome. */
  signIn(outcome: SignInOutcome): void
  /** A support claim (POST /api/creators/:address/supports) reached its outcome. */
  supportClaim(outcome: SupportClaimOutcome): void
  /** One call of a store (`nonces.consume`) or of the chain, how it ended and how long it took. */
  dependencyCall(call: { dependency: string; method: string; ok: boolean; seconds: number }): void
  /** The support indexer moved, failed or found supports. */
  supportIndexer(event: SupportIndexerEvent): void
  /** A webhook delivery's attempt ended. */
  webhookDelivery(record: WebhookDeliveryRecord): void
  /** A failure answered 5xx (the database down, a bug): for the error log, never for the visitor. */
  failed(api: string, err: unknown): void
}
