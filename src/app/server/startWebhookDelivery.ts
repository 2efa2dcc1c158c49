import type { Logger } from 'pino'
import { SystemClock } from '../../adapters/clock/systemClock'
import { startWebhookWorker, type WebhookWorker } from '../../adapters/server/webhooks/webhookWorker'
import { systemResolve, type Resolve } from '../../adapters/server/webhooks/webhookTarget'
import type { Clock } from '../../ports/clock'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import type { StateStores } from './openStateStores'
import type { ServerConfig } from './serverConfig'

export type StartWebhookDeliveryParameters = {
  config: Pick<ServerConfig, 'appOrigin' | 'webhooks'>
  stores: Pick<StateStores, 'webhookStore' | 'creatorStore'>
  telemetry: ServerTelemetry
  log: Pick<Logger, 'warn' | 'error'>
  clock?: Clock | undefined
  resolve?: Resolve | undefined
  pollMs?: number | undefined
}

/**
 * Starts sending the webhook outbox (startWebhookWorker) for this instance, the supports read from the creator store
 * and their receipts on APP_ORIGIN; warns once when WEBHOOKS_ALLOW_PRIVATE lifts the address rules.
 * @example const webhooks = startWebhookDelivery({ config, stores, telemetry, log }); await webhooks.stop()
 */
export function startWebhookDelivery({
  config,
  stores,
  telemetry,
  log,
  clock = new SystemClock(),
  resolve = systemResolve,
  pollMs,
}: StartWebhookDeliveryParameters): WebhookWorker {
  if (config.webhooks.allowPrivate) {
    log.warn(
      'Warning: WEBHOOKS_ALLOW_PRIVATE=on: webhooks may reach plain http and private or loopback addresses (development only)',
    )
  }
  return startWebhookWorker({
    store: stores.webhookStore,
    readSupport: (creator, { chainId, txHash, assetKey }) =>
      stores.creatorStore.getSupport(creator, chainId, txHash, assetKey),
    receiptUrl: (creator, chainId, txHash) => `${config.appOrigin}/creators/${creator}/supports/${chainId}/${txHash}`,
    clock,
    schedule: config.webhooks.retryScheduleMs,
    resolve,
    allowPrivate: config.webhooks.allowPrivate,
    report: (record) => telemetry.webhookDelivery(record),
    failed: (err) => log.error(`webhook delivery: ${err instanceof Error ? err.message : String(err)}`),
    pollMs,
  })
}
