export type NonceConsumeResult = 'ok' | 'unknown' | 'used' | 'expired'

/** Issued sign-in nonces: single use, expiring, bounded in size. */
export interface NonceStore {
  /** Remembers a nonce until `expiresAt` (ms epoch). A full store evicts the oldest entries first. */
  issue(nonce: string, expiresAt: number): Promise<void>
  /** Consumes a nonce: only the first call for an issued, unexpired nonce answers 'ok'. */
  consume(nonce: string, now: number): Promise<NonceConsumeResult>
}
