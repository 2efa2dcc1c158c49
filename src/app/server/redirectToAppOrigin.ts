import type { MiddlewareHandler } from 'hono'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Page requests that reach the server under another loopback name for APP_ORIGIN's port (127.0.0.1:8080 when
 * APP_ORIGIN is http://localhost:8080) are redirected to APP_ORIGIN: on that origin a visitor could connect a wallet
 * but never sign in (the verify call's Origin and the message's domain would not be APP_ORIGIN's). Any other host is
 * served as before: behind a proxy that rewrites Host (nginx does by default), redirecting it would loop.
 * @example app.use('*', redirectToAppOrigin('http://localhost:8080')) // GET http://127.0.0.1:8080/x -> 302 http://localhost:8080/x
 */
export function redirectToAppOrigin(appOrigin: string): MiddlewareHandler {
  const target = new URL(appOrigin)
  const loopbackOrigin = LOOPBACK.has(target.hostname)
  return async (c, next) => {
    if (!loopbackOrigin || !['GET', 'HEAD'].includes(c.req.method) || c.req.path.startsWith('/api/')) return next()
    const url = new URL(c.req.url)
    const alias =
      url.host !== target.host &&
      LOOPBACK.has(url.hostname) &&
      url.port === target.port &&
      url.protocol === target.protocol
    // 302, not 301/308: a browser would keep a permanent redirect after APP_ORIGIN changed.
    return alias ? c.redirect(`${target.origin}${url.pathname}${url.search}`, 302) : next()
  }
}
