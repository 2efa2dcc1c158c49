/**
 * A fetch that behaves like a browser tab on `origin` for the cookie and Origin headers: it keeps the cookies the
 * server sets (name=value only, Max-Age=0 deletes) and sends them back, and adds the Origin header to POSTs.
 */
export function cookieJarFetch(origin: string): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>()
  const jarFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    if ((init.method ?? 'GET') !== 'GET') headers.set('origin', origin)
    const res = await fetch(input, { ...init, headers })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/Max-Age=0/i.test(line) || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    return res
  }
  return Object.assign(jarFetch, { cookies }) as typeof fetch & { cookies: Map<string, string> }
}
