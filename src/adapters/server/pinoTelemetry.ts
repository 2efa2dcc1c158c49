import type { Logger } from 'pino'
import { BaseError } from '../../domain/errors/baseError'
import type { ServerTelemetry } from '../../ports/serverTelemetry'

/** Routes a load balancer polls every few seconds: logged at debug, not info. */
const PROBES = new Set(['/healthz', '/readyz'])

/**
 * Telemetry written as JSON lines by pino: one line per request (method, route pattern, status, duration, request id,
 * the hashed client key; nothing from cookies, bodies or query strings), and one per failure answered 5xx.
 * @example const telemetry = pinoTelemetry(pino({ level: 'info' }))
 */
export function pinoTelemetry(logger: Logger): ServerTelemetry {
  return {
    request({ requestId, method, route, status, seconds, client }) {
      const line = { requestId, method, route, status, ms: Math.round(seconds * 10_000) / 10, client }
      if (PROBES.has(route)) logger.debug(line, 'request')
      else if (status >= 500) logger.warn(line, 'request')
      else logger.info(line, 'request')
    },
    signIn: () => {},
    supportClaim: () => {},
    dependencyCall: () => {},
    supportIndexer(event) {
      if (event.type === 'failed') logger.warn({ chainId: event.chainId, code: event.code }, event.details)
      if (event.type === 'rpc-failed')
        logger.info({ chainId: event.chainId, call: event.call, code: event.code }, `RPC read failed: ${event.details}`)
      if (event.type === 'found') logger.info(event, 'supports found')
    },
    webhookDelivery(record) {
      if (record.outcome === 'succeeded' || record.outcome === 'skipped') logger.info(record, 'webhook delivery')
      else logger.warn(record, 'webhook delivery')
    },
    failed(api, err) {
      // A known failure (the database down) in one line; anything else with its stack: it is a bug.
      if (err instanceof BaseError) logger.error({ api, code: err.code }, `${api}: ${err.details ?? err.shortMessage}`)
      else logger.error({ api, err }, `${api}: unexpected error`)
    },
  }
}
