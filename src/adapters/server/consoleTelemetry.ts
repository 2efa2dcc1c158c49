import type { ServerTelemetry } from '../../ports/serverTelemetry'
import { BaseError } from '../../domain/errors/baseError'

/**
 * Telemetry that counts nothing and writes failures to stderr: what an API group reports to when the server wires
 * no metrics or log (tests, a bare route factory).
 */
export const consoleTelemetry: ServerTelemetry = {
  request: () => {},
  signIn: () => {},
  supportClaim: () => {},
  dependencyCall: () => {},
  supportIndexer: (event) => {
    if (event.type === 'failed') console.error(`support indexer, chain ${event.chainId}: ${event.details}`)
  },
  webhookDelivery: () => {},
  failed: (api, err) =>
    err instanceof BaseError
      ? console.error(`${api}: ${err.details ?? err.shortMessage}`)
      : console.error(`${api} error:`, err),
}
