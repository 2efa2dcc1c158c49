import type { Support } from '../support/support'
import type { WebhookEvent } from './webhookEvent'

/** The JSON body of a delivery (Standard Webhooks: `type`, `timestamp` in ISO 8601, `data`). */
type WebhookPayload = {
  readonly type: WebhookEvent['type']
  readonly timestamp: string
  readonly data: Readonly<Record<string, unknown>>
}

/** A delivery's body, or why it is not sent: the support is gone, or its note was hidden by the creator. */
export type PayloadDecision = { send: WebhookPayload } | { skip: 'support-gone' | 'note-hidden' }

/**
 * The body of `event` as it is sent now, from the support as it is now (`support`, null when it is no longer known):
 * the support as the API lists it plus its receipt's address. A hidden note is never sent: `support.noted` is
 * skipped, `support.created` goes with an empty note (what a visitor of the receipt sees).
 * @example webhookPayload(event, support, 'https://studio.example/creators/0xabc/supports/1/0xdef')
 */
export function webhookPayload(event: WebhookEvent, support: Support | null, receiptUrl: string): PayloadDecision {
  const timestamp = new Date(event.occurredAt).toISOString()
  if (event.type === 'webhook.test') return { send: { type: event.type, timestamp, data: { test: true } } }
  if (support === null) return { skip: 'support-gone' }
  if (support.hidden && event.type === 'support.noted') return { skip: 'note-hidden' }
  const note = support.hidden ? '' : support.note
  return { send: { type: event.type, timestamp, data: { ...support, note, receiptUrl } } }
}
