import type { MiddlewareHandler } from 'hono'
import { ApiError } from './apiError'

/**
 * Refuses a state-changing request that a browser sent from another origin: by its Origin header, and by Fetch
 * Metadata, which a browser sends even where it leaves Origin out. A request with neither is not from a browser.
 * `same-site` is refused too: a sibling origin (another subdomain) is not the app.
 */
export function sameOrigin(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    const crossOrigin = (origin !== undefined && origin !== appOrigin) || site === 'cross-site' || site === 'same-site'
    if (crossOrigin) throw new ApiError(403, 'forbidden-origin', 'Requests must come from the app origin')
    await next()
  }
}
