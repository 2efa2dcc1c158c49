import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * `c.json(value, status)` with its Content-Length: the compress middleware leaves an answer below its threshold
 * alone only when it knows the length, and gzipping a few dozen bytes through a CompressionStream cost the nonce
 * endpoint more CPU than everything else it does (bench/auth.mjs --cpu-prof). The same bytes, headers and status.
 * @example return jsonAnswer(c, { nonce })
 */
export function jsonAnswer(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(value)
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  })
}
