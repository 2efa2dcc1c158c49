import type { CookieOptions } from 'hono/utils/cookie'

export const SESSION_COOKIE = 'cs_session'
const SESSION_ID = /^[A-Za-z0-9_-]{16,128}$/

/** HttpOnly, SameSite=Lax, Path=/, Secure when the app is served over https. */
export function sessionCookieOptions(appOrigin: string, maxAgeSeconds?: number): CookieOptions {
  const options: CookieOptions = { httpOnly: true, sameSite: 'Lax', path: '/', secure: appOrigin.startsWith('https:') }
  return maxAgeSeconds === undefined ? options : { ...options, maxAge: maxAgeSeconds }
}

/** Plausible session ids only (base64url, 16 to 128 characters); anything else is not looked up. */
export function isSessionId(value: string | undefined): value is string {
  return value !== undefined && SESSION_ID.test(value)
}
