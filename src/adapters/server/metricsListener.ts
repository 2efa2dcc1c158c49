import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Registry } from 'prom-client'

/**
 * The request listener of the metrics port: `GET /metrics` answers the registry in the Prometheus text format; any
 * other path 404. Served on a listener of its own (METRICS_PORT), never beside the public routes.
 * @example createServer(metricsListener(registry)).listen(9464)
 */
export function metricsListener(registry: Registry): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
    )
  }
}
