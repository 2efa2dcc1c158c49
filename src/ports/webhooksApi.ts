import type { Address } from '../domain/shared/hex'
import type { WebhookDelivery, WebhookEndpoint } from './webhookStore'

export type { WebhookDelivery, WebhookEndpoint }

/** An endpoint just added or rotated: its secret, shown once. */
export type WebhookEndpointWithSecret = WebhookEndpoint & { readonly secret: string }

/**
 * The signed-in creator's webhooks on the server (README, "Webhooks"). Calls reject with a BaseError carrying
 * the server's code (`webhook-url-refused` with its `reason`, `webhook-limit`, `not-owner`...) or `network-error`,
 * `timeout`, `bad-response`.
 */
export interface WebhooksApi {
  list(creator: Address): Promise<readonly WebhookEndpoint[]>
  add(creator: Address, url: string): Promise<WebhookEndpointWithSecret>
  setEnabled(creator: Address, id: string, enabled: boolean): Promise<WebhookEndpoint>
  remove(creator: Address, id: string): Promise<void>
  rotate(creator: Address, id: string): Promise<WebhookEndpointWithSecret>
  sendTest(creator: Address, id: string): Promise<void>
  deliveries(creator: Address, id: string): Promise<readonly WebhookDelivery[]>
  redeliver(creator: Address, id: string, deliveryId: string): Promise<void>
}
