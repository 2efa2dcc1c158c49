import { randomBytes } from 'node:crypto'
import type { Clock } from '../../ports/clock'
import type { SessionStore, StoredSession } from '../../ports/sessionStore'
import { SystemClock } from '../clock/systemClock'

export const DEFAULT_MAX_SESSIONS = 100_000

/**
 * SessionStore for one process: ids are 32 random bytes (base64url, 43 characters). Bounded: a full store drops the
 * oldest sessions first; expired ones are pruned from the front as new ones arrive.
 */
export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, StoredSession>()
  private readonly maxSessions: number
  private readonly clock: Clock

  constructor({ maxSessions = DEFAULT_MAX_SESSIONS, clock = new SystemClock() }: { maxSessions?: number; clock?: Clock } = {}) {
    if (!Number.isSafeInteger(maxSessions) || maxSessions < 1) throw new RangeError('maxSessions must be a positive integer')
    this.maxSessions = maxSessions
    this.clock = clock
  }

  /** Number of remembered sessions (live or not yet pruned). */
  get size(): number {
    return this.sessions.size
  }

  /** Stores a copy of `session` under a new unguessable id. */
  async create(session: StoredSession): Promise<string> {
    this.prune(this.clock.now())
    while (this.sessions.size >= this.maxSessions) {
      const oldest = this.sessions.keys().next()
      if (oldest.done) break
      this.sessions.delete(oldest.value)
    }
    const id = randomBytes(32).toString('base64url')
    this.sessions.set(id, { address: session.address, chainId: session.chainId, expiresAt: session.expiresAt })
    return id
  }

  /** The live session, or null when unknown, revoked or expired at `now`. */
  async get(id: string, now: number): Promise<StoredSession | null> {
    const session = this.sessions.get(id)
    if (!session) return null
    if (now >= session.expiresAt) {
      this.sessions.delete(id)
      return null
    }
    return { ...session }
  }

  /** Forgets the session; unknown ids are ignored. */
  async revoke(id: string): Promise<void> {
    this.sessions.delete(id)
  }

  // Sessions may carry different lifetimes (capped by the message's Expiration Time), so this only trims the front.
  private prune(now: number): void {
    for (const [id, session] of this.sessions) {
      if (session.expiresAt > now) return
      this.sessions.delete(id)
    }
  }
}
