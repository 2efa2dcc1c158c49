import type { ServerTelemetry } from '../../ports/serverTelemetry'

/** Every call goes to each telemetry in turn (metrics and logs). */
export function teeTelemetry(...parts: readonly ServerTelemetry[]): ServerTelemetry {
  return {
    request(record) {
      for (const part of parts) part.request(record)
    },
    signIn(outcome) {
      for (const part of parts) part.signIn(outcome)
    },
    supportClaim(outcome) {
      for (const part of parts) part.supportClaim(outcome)
    },
    dependencyCall(call) {
      for (const part of parts) part.dependencyCall(call)
    },
    supportIndexer(event) {
      for (const part of parts) part.supportIndexer(event)
    },
    webhookDelivery(record) {
      for (const part of parts) part.webhookDelivery(record)
    },
    failed(api, err) {
      for (const part of parts) part.failed(api, err)
    },
  }
}
