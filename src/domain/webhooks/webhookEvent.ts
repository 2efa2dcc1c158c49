import type { Support } from '../support/support'
import type { Hash } from '../shared/hex'

/** The events a creator's endpoints receive (Standard Webhooks `type`). */
export const WEBHOOK_EVENT_TYPES = ['support.created', 'support.noted', 'webhook.test'] as const

/**
 * What happened, as the outbox keeps it: the support it is about by its key, never a copy, so that a delivery
 * (first or retried) reads the support as it is then (a note hidden since is not sent).
 */
export type WebhookEvent =
  | {
      readonly type: 'support.created' | 'support.noted'
      readonly chainId: number
      readonly txHash: Hash
      readonly occurredAt: number
    }
  | { readonly type: 'webhook.test'; readonly occurredAt: number }

/**
 * The events a recorded claim yields: the support is known (`support.created`) and, when its supporter wrote
 * words, a note was attached (`support.noted`). An empty note attaches nothing worth telling.
 * @example claimEvents(note, clock.now()) // [{ type: 'support.created', ... }, { type: 'support.noted', ... }]
 */
export function claimEvents(note: Pick<Support, 'chainId' | 'txHash' | 'note'>, occurredAt: number): WebhookEvent[] {
  const key = { chainId: note.chainId, txHash: note.txHash, occurredAt }
  return !note.note
    ? [{ type: 'support.created', ...key }]
    : [
        { type: 'support.created', ...key },
        { type: 'support.noted', ...key },
      ]
}
