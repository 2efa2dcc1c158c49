import { BaseError } from '../../domain/errors/baseError'
import type { Address } from '../../domain/shared/hex'
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/webhookEvent'
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret, WebhooksApi } from '../../ports/webhooksApi'
import { type ApiErrorBody, JsonApiClient, type JsonApiClientOptions } from './jsonApiClient'

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const timeOk = (value: unknown): value is number => Number.isSafeInteger(value)
const orNull = <T>(value: unknown, ok: (v: unknown) => v is T): value is T | null => value === null || ok(value)
const STATUSES = ['pending', 'succeeded', 'failed', 'skipped']

/** A refusal keeps the server's `reason` (`loopback`, `not-https`...) for the words in the creator's language. */
function toError({ code, message, extra }: ApiErrorBody, status: number): BaseError {
  const reason = typeof extra.reason === 'string' ? extra.reason : undefined
  const error = new BaseError(message, { code, details: reason ? `HTTP ${status}: ${reason}` : `HTTP ${status}` })
  return reason ? Object.assign(error, { reason }) : error
}

/**
 * WebhooksApi over the same-origin webhooks API (/api/creators/:address/webhooks). Answers are checked before they
 * are believed; anything out of shape is `bad-response`.
 */
export class HttpWebhooksApi implements WebhooksApi {
  private readonly api: JsonApiClient

  constructor(options: JsonApiClientOptions = {}) {
    this.api = new JsonApiClient('The webhooks API', '/api/creators', options, toError)
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await this.api.request(method, path, body)
    return res.status === 204 ? null : this.api.json(res)
  }

  async list(creator: Address): Promise<readonly WebhookEndpoint[]> {
    const { items } = record(await this.call('GET', `/${creator}/webhooks`))
    if (!Array.isArray(items)) throw this.api.badResponse()
    return items.map((item) => this.endpoint(item))
  }

  async add(creator: Address, url: string): Promise<WebhookEndpointWithSecret> {
    return this.withSecret(await this.call('POST', `/${creator}/webhooks`, { url }))
  }

  async setEnabled(creator: Address, id: string, enabled: boolean): Promise<WebhookEndpoint> {
    return this.endpoint(await this.call('PATCH', `/${creator}/webhooks/${encodeURIComponent(id)}`, { enabled }))
  }

  async remove(creator: Address, id: string): Promise<void> {
    await this.call('DELETE', `/${creator}/webhooks/${encodeURIComponent(id)}`)
  }

  async rotate(creator: Address, id: string): Promise<WebhookEndpointWithSecret> {
    return this.withSecret(await this.call('POST', `/${creator}/webhooks/${encodeURIComponent(id)}/rotate`))
  }

  async sendTest(creator: Address, id: string): Promise<void> {
    await this.call('POST', `/${creator}/webhooks/${encodeURIComponent(id)}/test`)
  }

  async deliveries(creator: Address, id: string): Promise<readonly WebhookDelivery[]> {
    const { items } = record(await this.call('GET', `/${creator}/webhooks/${encodeURIComponent(id)}/deliveries`))
    if (!Array.isArray(items)) throw this.api.badResponse()
    return items.map((item) => this.delivery(item))
  }

  async redeliver(creator: Address, id: string, deliveryId: string): Promise<void> {
    const path = `/${creator}/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`
    await this.call('POST', path)
  }

  private endpoint(value: unknown): WebhookEndpoint {
    const { id, url, enabled, disabledReason, createdAt, previousSecretUntil } = record(value)
    const reasonOk = disabledReason === null || disabledReason === 'gone' || disabledReason === 'failing'
    if (
      typeof id !== 'string' ||
      typeof url !== 'string' ||
      typeof enabled !== 'boolean' ||
      !reasonOk ||
      !timeOk(createdAt) ||
      !orNull(previousSecretUntil, timeOk)
    )
      throw this.api.badResponse()
    return { id, url, enabled, disabledReason, createdAt, previousSecretUntil }
  }

  private withSecret(value: unknown): WebhookEndpointWithSecret {
    const { secret } = record(value)
    if (typeof secret !== 'string' || !secret.startsWith('whsec_')) throw this.api.badResponse()
    return { ...this.endpoint(value), secret }
  }

  private delivery(value: unknown): WebhookDelivery {
    const v = record(value)
    const ok =
      typeof v.id === 'string' &&
      typeof v.endpointId === 'string' &&
      (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(v.eventType) &&
      STATUSES.includes(v.status as string) &&
      Number.isSafeInteger(v.attempts) &&
      orNull(v.responseCode, timeOk) &&
      orNull(v.lastAttemptAt, timeOk) &&
      orNull(v.nextAttemptAt, timeOk) &&
      timeOk(v.createdAt)
    if (!ok) throw this.api.badResponse()
    return v as unknown as WebhookDelivery
  }
}
