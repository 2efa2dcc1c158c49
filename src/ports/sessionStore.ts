import type { AuthSession } from '../domain/auth/session'

export type StoredSession = AuthSession & { expiresAt: number }

/** Server-side sign-in sessions, keyed by an unguessable id (the cookie value); bounded, shared fairly by clients. */
export interface SessionStore {
  /**
   * Stores a session for `client` (the key its rate limit counts by; one shared client when absent) and answers its
   * new id. A full store forgets the oldest session of the client holding the most: a client signing in over and over
   * logs out only its own sessions, never a visitor's one.
   * @example const id = await store.create({ address, chainId: 1, expiresAt: now + 86_400_000 }, '203.0.113.9')
   */
  create(session: StoredSession, client?: string): Promise<string>
  /** The live session for `id`, or null when unknown, revoked or expired. */
  get(id: string, now: number): Promise<StoredSession | null>
  revoke(id: string): Promise<void>
}
