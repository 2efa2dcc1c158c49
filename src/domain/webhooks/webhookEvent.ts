import type { Support } from '../support/support'
import { type SupportKey, supportKeyOf } from '../support/supportKey'

/** The events a creator's endpoints receive (Standard Webhooks `type`). */
export const WEBHOOK_EVENT_TYPES = ['support.created', 'support.noted', 'webhook.test'] as const

/**
 * What happened, as the outbox keeps it: the support it is about by its key (transaction and asset: one transaction
 * may pay in two), never a copy, so that a delivery (first or retried) reads the support as it is then (a note hidden
 * since is not sent). A support has one event of each type: queuing it again adds nothing.
 */
export type WebhookEvent =
  | (SupportKey & { readonly type: 'support.created' | 'support.noted'; readonly occurredAt: number })
  | { readonly type: 'webhook.test'; readonly occurredAt: number }

/**
 * The events a recorded claim yields: the support is known (`support.created`) and, when its supporter wrote
 * words, a note was attached (`support.noted`). An empty note attaches nothing worth telling.
 * @example claimEvents(note, clock.now()) // [{ type: 'support.created', ... }, { type: 'support.noted', ... }]
 */
export function claimEvents(
  note: Pick<Support, 'chainId' | 'txHash' | 'asset' | 'note'>,
  occurredAt: number,
): WebhookEvent[] {
  const key = { ...supportKeyOf(note), occurredAt }
  return !note.note
    ? [{ type: 'support.created', ...key }]
    : [
        { type: 'support.created', ...key },
        { type: 'support.noted', ...key },
      ]
}
