/** At most `limit` requests per client in each window of `windowMs`. */
export type RateLimit = { limit: number; windowMs: number }

/** Counts requests per client against one RateLimit; bounded, forgetting first what gives away the least. */
export interface RateLimiter {
  /**
   * Counts one request of `client` at `now` (ms epoch): resolves 0 when allowed, else the milliseconds until the
   * client may retry (at least 1).
   * @example const waitMs = await limiter.take('203.0.113.9', clock.now())
   */
  take(client: string, now: number): Promise<number>
}
