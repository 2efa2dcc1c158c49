import type { ServerTelemetry } from '../../src/ports/serverTelemetry'

/**
 * Telemetry that tells nothing: the one no-op fake of the port. A test that wants to hear one call spreads it and
 * overrides that call: `{ ...silentTelemetry, failed: (api, err) => failures.push(err) }`.
 */
export const silentTelemetry: ServerTelemetry = {
  request() {},
  signIn() {},
  supportClaim() {},
  dependencyCall() {},
  supportIndexer() {},
  webhookDelivery() {},
  failed() {},
}
