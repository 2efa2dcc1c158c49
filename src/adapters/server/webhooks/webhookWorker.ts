import type { Support } from '../../../domain/support/support'
import type { SupportKey } from '../../../domain/support/supportKey'
import type { Address, Hash } from '../../../domain/shared/hex'
import { decideAttempt, type AttemptResult } from '../../../domain/webhooks/deliveryAttempt'
import { webhookPayload } from '../../../domain/webhooks/webhookPayload'
import type { Clock } from '../../../ports/clock'
import type { WebhookDeliveryRecord } from '../../../ports/serverTelemetry'
import type { ClaimedDelivery, WebhookStore } from '../../../ports/webhookStore'
import { DELIVERY_TIMEOUT_MS, postWebhook } from './postWebhook'
import { signedHeaders } from './webhookSecret'
import { type Resolve, webhookTarget } from './webhookTarget'

export type WebhookWorkerOptions = {
  store: WebhookStore
  /** The support an event is about, by its key, as it is now (hidden or not); null when it is no longer known. */
  readSupport(creator: Address, key: SupportKey): Promise<Support | null>
  /** The address of a support's receipt page. */
  receiptUrl(creator: Address, chainId: number, txHash: Hash): string
  clock: Clock
  /** The delays before each retry (WEBHOOK_RETRY_SCHEDULE). */
  schedule: readonly number[]
  resolve: Resolve
  /** WEBHOOKS_ALLOW_PRIVATE: plain http and private addresses may be reached (local development, tests). */
  allowPrivate: boolean
  /** One call per delivery's attempt (a log line, the counters). */
  report(record: WebhookDeliveryRecord): void
  /** A store call that failed: the worker waits a poll and tries again. */
  failed(err: unknown): void
  pollMs?: number | undefined
  batchSize?: number | undefined
  timeoutMs?: number | undefined
}

/** The running worker: `stop` ends its loop and gives back the leases of what it had not sent. */
export type WebhookWorker = { stop(): Promise<void> }

const DEFAULT_POLL_MS = 1_000
const DEFAULT_BATCH_SIZE = 10
/** A lease outlives an attempt by this much, so only a dead worker's lease ever runs out. */
const LEASE_MARGIN_MS = 20_000

/**
 * Sends the outbox's due deliveries, a batch at a time, until stopped. Each is leased first (instances sharing the
 * database never send one at the same time; a crashed one's lease runs out and another sends it), its body built from
 * the support as it is now (webhookPayload: a hidden note is never sent), its target resolved and checked at every
 * attempt (webhookTarget), signed, POSTed (postWebhook) and its outcome written by decideAttempt's rule.
 * @example const worker = startWebhookWorker({ store, readSupport, ... }); await worker.stop()
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS
  const stopping = new AbortController()
  let wakeUp: () => void = () => {}
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs)
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const loop = async () => {
    while (!stopping.signal.aborted) {
      let claimed: readonly ClaimedDelivery[] = []
      try {
        const now = options.clock.now()
        claimed = await options.store.claimDue(now, now + timeoutMs + LEASE_MARGIN_MS, batchSize)
        await Promise.all(claimed.map((delivery) => deliver(options, delivery, timeoutMs, stopping.signal)))
      } catch (err) {
        options.failed(err)
      }
      if (claimed.length < batchSize && !stopping.signal.aborted) await pause()
    }
  }
  const running = loop()
  return {
    async stop() {
      stopping.abort()
      wakeUp()
      await running
    },
  }
}

async function deliver(
  options: WebhookWorkerOptions,
  delivery: ClaimedDelivery,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<void> {
  const { store, clock } = options
  const started = clock.now()
  const { event, creator } = delivery
  const support = event.type === 'webhook.test' ? null : await options.readSupport(creator, event)
  const receipt = event.type === 'webhook.test' ? '' : options.receiptUrl(creator, event.chainId, event.txHash)
  const payload = webhookPayload(event, support, receipt)
  const base = { deliveryId: delivery.id, endpointId: delivery.endpointId, eventType: event.type }
  if ('skip' in payload) {
    const record = { status: 'skipped', nextAttemptAt: null, responseCode: null, attemptedAt: started } as const
    await store.recordAttempt(delivery, { ...record, counted: false, endpoint: null })
    options.report({ ...base, attempt: delivery.attempts, outcome: 'skipped', responseCode: null, ms: 0 })
    return
  }
  const url = new URL(delivery.url)
  const target = await webhookTarget(url, { resolve: options.resolve, allowPrivate: options.allowPrivate })
  let result: AttemptResult
  if (!target.ok) result = { kind: 'unreachable', reason: 'refused-address' }
  else {
    const body = JSON.stringify(payload.send)
    const headers = signedHeaders(delivery.secrets, delivery.id, new Date(started), body)
    result = await postWebhook({ url, ...target, headers, body, now: () => clock.now(), timeoutMs, signal })
    if (signal.aborted) {
      // Stopped mid-attempt: not counted, sent again (same webhook-id) by whoever runs next.
      await store.release(delivery)
      return
    }
  }
  const attempt = delivery.attempts + 1
  const now = clock.now()
  const decision = decideAttempt({
    result,
    attempt,
    schedule: options.schedule,
    now,
    consecutiveFailures: delivery.consecutiveFailures,
  })
  const responseCode = result.kind === 'answered' ? result.status : null
  const gone = result.kind === 'answered' && result.status === 410
  await store.recordAttempt(delivery, {
    status: decision.delivery.status,
    nextAttemptAt: decision.delivery.status === 'pending' ? decision.delivery.nextAttemptAt : null,
    responseCode,
    attemptedAt: started,
    counted: true,
    endpoint: decision.outcome === 'succeeded' ? 'succeeded' : gone ? 'gone' : 'failed',
  })
  const outcome = target.ok ? decision.outcome : 'refused'
  options.report({ ...base, attempt, outcome, responseCode, ms: now - started })
}
