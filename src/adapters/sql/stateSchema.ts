import type { Generated } from 'kysely'

/** Issued sign-in nonces (SqlNonceStore); times are ms since the epoch. */
export interface NonceTable {
  /** Issue order: the oldest goes first when room is needed. */
  seq: Generated<number>
  nonce: string
  client: string
  expires_at: number
  used_at: number | null
}

/** Sign-in sessions (SqlSessionStore), keyed by their unguessable id. */
export interface SessionTable {
  /** Creation order: the oldest goes first when room is needed. */
  seq: Generated<number>
  id: string
  client: string
  address: string
  chain_id: number
  expires_at: number
}

/** One fixed rate-limit window per (scope, client) (SqlRateLimiter). */
export interface RateWindowTable {
  /** Which limit counts here, e.g. `nonce` or `verify`: the limits share one table. */
  scope: string
  client: string
  window_start: number
  expires_at: number
  /** Requests allowed in this window, never above the limit. */
  count: number
  /** When `count` last went up: among the fewest counted, the stalest goes first. */
  counted_at: number
  /** 1 when the request that last touched the window was allowed: the atomic upsert reports it back. */
  allowed: number
}

/** The tables of the sign-in server's shared state (migration 001_sign_in_state). */
export interface StateSchema {
  nonces: NonceTable
  sessions: SessionTable
  rate_windows: RateWindowTable
}
