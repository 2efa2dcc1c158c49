import type { Context, MiddlewareHandler } from 'hono'
import type { Clock } from '../../ports/clock'
import type { RateLimiter } from '../../ports/rateLimiter'
import { ApiError } from './apiError'

/** 429 with Retry-After (seconds) once a client has used up its window. */
export function rateLimited(limiter: RateLimiter, clock: Clock, clientKey: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const waitMs = await limiter.take(clientKey(c), clock.now())
    if (waitMs === 0) return next()
    c.header('Retry-After', String(Math.ceil(waitMs / 1000)))
    throw new ApiError(429, 'rate-limited', 'Too many requests, please retry later')
  }
}
