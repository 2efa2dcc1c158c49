import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { readRetryAfter } from '../../../domain/webhooks/retrySchedule'
import type { AttemptResult } from '../../../domain/webhooks/deliveryAttempt'

/** How long one attempt may take, connection to last byte of the answer's head. */
export const DELIVERY_TIMEOUT_MS = 10_000
const USER_AGENT = 'CreatorsStudio-Webhooks/1'

export type PostWebhookParameters = {
  url: URL
  /** The address checked by webhookTarget: the connection goes there and nowhere else. */
  address: string
  family: 4 | 6
  headers: Record<string, string>
  body: string
  now: () => number
  timeoutMs?: number | undefined
  /** Aborted when the worker stops. */
  signal?: AbortSignal | undefined
}

/**
 * POSTs one delivery and answers how it ended. The socket connects to `address` (its lookup answers that address,
 * whatever the name), TLS still checks the certificate for the URL's name; a redirect is an answer like any other
 * (never followed), the answer's body is not read beyond what the socket already holds, and the whole attempt ends
 * after `timeoutMs`.
 * @example await postWebhook({ url, address: '93.184.216.34', family: 4, headers, body, now: Date.now })
 */
export function postWebhook({
  url,
  address,
  family,
  headers,
  body,
  now,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  signal,
}: PostWebhookParameters): Promise<AttemptResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }
  const timeout = AbortSignal.timeout(timeoutMs)
  const abort = signal ? AbortSignal.any([signal, timeout]) : timeout
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<AttemptResult>((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        signal: abort,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': USER_AGENT,
        },
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0
        const retryAfterMs = readRetryAfter(res.headers['retry-after'], now())
        res.resume()
        res.destroy()
        resolve({ kind: 'answered', status, retryAfterMs })
      },
    )
    req.on('error', () => resolve({ kind: 'unreachable', reason: timeout.aborted ? 'timeout' : 'network' }))
    req.end(body)
  })
}
