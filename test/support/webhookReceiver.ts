import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

/** One request the receiver got: its headers and body as sent. */
export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; id: string; type: string }

/** What the receiver answers a request with: a status and headers (Retry-After, Location). */
export type ReceiverAnswer = { status: number; headers?: Record<string, string> }

export type WebhookReceiver = {
  /** http://127.0.0.1:PORT/hook */
  url: string
  port: number
  received: ReceivedWebhook[]
  /** Sets how the next requests are answered (200 until told otherwise): by the request's number, from 0. */
  answer(fn: (n: number, request: ReceivedWebhook) => ReceiverAnswer): void
  /** Waits until `count` requests (matching `which`, all by default) arrived. */
  waitFor(count: number, which?: (r: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook[]>
  close(): Promise<void>
}

/** A real HTTP receiver on 127.0.0.1 (node:http), on `port` or a free one, recording every request. */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = []
  let answer: (n: number, request: ReceivedWebhook) => ReceiverAnswer = () => ({ status: 200 })
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      let type = ''
      try {
        type = String((JSON.parse(body) as { type?: unknown }).type ?? '')
      } catch {}
      const request = { headers: req.headers, body, id: String(req.headers['webhook-id'] ?? ''), type }
      const { status, headers = {} } = answer(received.length, request)
      received.push(request)
      res.writeHead(status, headers).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}/hook`,
    port: bound,
    received,
    answer: (fn) => {
      answer = fn
    },
    async waitFor(count, which = () => true, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      while (received.filter(which).length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${received.filter(which).length} of ${count}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return received.filter(which)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Verifies a received webhook with the Standard Webhooks reference library, as a receiver whose clock agrees with
 * the sender's (the library checks the timestamp against its own now): answers the parsed body, or throws.
 */
export function verifyWebhook(secret: string, request: ReceivedWebhook): unknown {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name])]),
  )
  const realNow = Date.now
  Date.now = () => Number(headers['webhook-timestamp']) * 1000
  try {
    return new Webhook(secret).verify(request.body, headers)
  } finally {
    Date.now = realNow
  }
}
