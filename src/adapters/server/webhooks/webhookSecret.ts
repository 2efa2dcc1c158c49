import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import type { EndpointSecrets } from '../../../ports/webhookStore'

/** Random bytes in a secret: the specification asks for 24 to 64. */
const SECRET_BYTES = 32

/** A new signing secret, `whsec_` and 32 random bytes in base64 (the Standard Webhooks form). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`
}

/**
 * The Standard Webhooks headers of one attempt: the delivery's id, the time it is signed, and a `v1` signature per
 * secret that signs now (during a rotation the new and the old one, separated by a space).
 * @example signedHeaders({ secret, previousSecret: null }, 'msg_1', new Date(), body)['webhook-signature'] // 'v1,...'
 */
export function signedHeaders(
  secrets: EndpointSecrets,
  id: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const keys = secrets.previousSecret === null ? [secrets.secret] : [secrets.secret, secrets.previousSecret]
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': keys.map((key) => new Webhook(key).sign(id, at, body)).join(' '),
  }
}
