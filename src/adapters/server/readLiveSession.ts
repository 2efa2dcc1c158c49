import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Clock } from '../../ports/clock'
import type { SessionStore, StoredSession } from '../../ports/sessionStore'
import { isSessionId, SESSION_COOKIE } from './sessionCookie'

/**
 * The live session the request's cookie names, or null: a missing, malformed (never looked up), unknown, revoked or
 * expired one alike. Every API that needs a signed-in visitor reads it this one way.
 * @example const session = await readLiveSession(c, sessionStore, clock)
 */
export async function readLiveSession(c: Context, sessions: SessionStore, clock: Clock): Promise<StoredSession | null> {
  const id = getCookie(c, SESSION_COOKIE)
  return isSessionId(id) ? await sessions.get(id, clock.now()) : null
}
