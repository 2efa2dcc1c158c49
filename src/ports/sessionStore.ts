import type { AuthSession } from '../domain/auth/session'

export type StoredSession = AuthSession & { expiresAt: number }

/** Server-side sign-in sessions, keyed by an unguessable id (the cookie value). */
export interface SessionStore {
  create(session: StoredSession): Promise<string>
  /** The live session for `id`, or null when unknown, revoked or expired. */
  get(id: string, now: number): Promise<StoredSession | null>
  revoke(id: string): Promise<void>
}
