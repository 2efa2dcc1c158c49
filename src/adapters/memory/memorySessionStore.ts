import { randomBytes } from 'node:crypto'
import type { Clock } from '../../ports/clock'
import type { SessionStore, StoredSession } from '../../ports/sessionStore'
import { SystemClock } from '../clock/systemClock'
import { ClientQueues, type ClientSlot } from './clientQueues'
import { LinkedQueue, type QueueNode } from './linkedQueue'

type Entry = { session: StoredSession; age: QueueNode<string>; client: ClientSlot<string> }

export const DEFAULT_MAX_SESSIONS = 100_000

/** Who a session belongs to when the caller does not say: one shared client. */
const ANY_CLIENT = ''

/**
 * SessionStore for one process: ids are 32 random bytes (base64url, 43 characters). Bounded: a full store drops the
 * oldest session of the client holding the most (see SessionStore.create); expired ones are pruned from the front of
 * `byAge` as new ones arrive. Every step is O(1).
 */
export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, Entry>()
  private readonly byAge = new LinkedQueue<string>()
  private readonly byClient = new ClientQueues<string>()
  private readonly maxSessions: number
  private readonly clock: Clock

  constructor({
    maxSessions = DEFAULT_MAX_SESSIONS,
    clock = new SystemClock(),
  }: { maxSessions?: number; clock?: Clock } = {}) {
    if (!Number.isSafeInteger(maxSessions) || maxSessions < 1)
      throw new RangeError('maxSessions must be a positive integer')
    this.maxSessions = maxSessions
    this.clock = clock
  }

  /** Number of remembered sessions (live or not yet pruned). */
  get size(): number {
    return this.sessions.size
  }

  /** Stores a copy of `session` for `client` under a new unguessable id. */
  async create(session: StoredSession, client = ANY_CLIENT): Promise<string> {
    this.prune(this.clock.now())
    while (this.sessions.size >= this.maxSessions) {
      const victim = this.byClient.oldestOfLargest()
      if (victim === undefined) break
      this.forget(victim)
    }
    const id = randomBytes(32).toString('base64url')
    const copy = { address: session.address, chainId: session.chainId, expiresAt: session.expiresAt }
    this.sessions.set(id, { session: copy, age: this.byAge.push(id), client: this.byClient.push(client, id) })
    return id
  }

  /** The live session, or null when unknown, revoked or expired at `now`. */
  async get(id: string, now: number): Promise<StoredSession | null> {
    const entry = this.sessions.get(id)
    if (!entry) return null
    if (now >= entry.session.expiresAt) {
      this.forget(id)
      return null
    }
    return { ...entry.session }
  }

  /** Forgets the session; unknown ids are ignored. */
  async revoke(id: string): Promise<void> {
    this.forget(id)
  }

  // Sessions may carry different lifetimes (capped by the message's Expiration Time), so this only trims the front.
  private prune(now: number): void {
    for (let oldest = this.byAge.first; oldest !== undefined; oldest = this.byAge.first) {
      if (this.sessions.get(oldest)!.session.expiresAt > now) return
      this.forget(oldest)
    }
  }

  private forget(id: string): void {
    const entry = this.sessions.get(id)
    if (!entry) return
    this.sessions.delete(id)
    this.byAge.remove(entry.age)
    this.byClient.remove(entry.client)
  }
}
