import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './apiError'

/** The largest request body a route reads. */
const MAX_BODY_BYTES = 16 * 1024

/** 413 for a body over MAX_BODY_BYTES, whether announced by Content-Length or streamed. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'body-too-large', `The body is larger than ${MAX_BODY_BYTES} bytes`)
  },
})
