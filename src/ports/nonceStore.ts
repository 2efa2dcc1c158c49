export type NonceConsumeResult = 'ok' | 'unknown' | 'used' | 'expired'

/** Issued sign-in nonces: single use, expiring, bounded in size, shared fairly between clients. */
export interface NonceStore {
  /**
   * Remembers a nonce until `expiresAt` (ms epoch), issued to `client` (the key its rate limit counts by; one shared
   * client when absent). A full store forgets used nonces first, then the oldest unused nonce of the client holding the
   * most unused ones: a client flooding the store evicts only its own, never a visitor's one nonce.
   * @example await store.issue('k3Jd9sQpLm2Xv8Ra', now + 600_000, '203.0.113.9')
   */
  issue(nonce: string, expiresAt: number, client?: string): Promise<void>
  /**
   * Consumes a nonce: only the first call for an issued, unexpired nonce answers 'ok'. A used nonce answers 'used'
   * while it is remembered and 'unknown' once a full store has forgotten it; either way it never verifies again.
   */
  consume(nonce: string, now: number): Promise<NonceConsumeResult>
}
