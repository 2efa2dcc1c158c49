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
  /** How many of the requests counted by the last statement on this window were allowed (it counts them in batches). */
  allowed: number
}

/** Creators' profiles (SqlCreatorStore); lists are JSON text, so both dialects store them alike. */
export interface CreatorProfileTable {
  /** The checksummed address. */
  creator: string
  display_name: string
  bio: string
  /** JSON: [{ label, url }]. */
  links: string
  accent_color: string
  /** JSON by asset symbol: {"ETH": ["0.01"], "USDC": ["5"]} (a list of ETH amounts before 004_amounts_by_asset). */
  suggested_amounts: string
  thank_you: string
  updated_at: number
  /** JSON of the creator's goal, null for none (007_creator_goals). */
  goal: string | null
}

/** Supporters' notes (SqlCreatorStore): one per (chain_id, tx_hash), whatever the creator. */
export interface SupportNoteTable {
  /** Insertion order: breaks ties between notes recorded in the same millisecond. */
  seq: Generated<number>
  creator: string
  chain_id: number
  /** Lower case, so that one transaction has one key however its hash was written. */
  tx_hash: string
  from_address: string
  /** The amount in base units of the asset, as a decimal string: beyond what a SQL integer holds, summed in code. */
  value: string
  /** The asset: its symbol and decimals, and its token address (null for the chain's native currency). */
  asset_symbol: string
  asset_decimals: number
  asset_address: string | null
  note: string
  created_at: number
  /** 1 when the creator hid it. */
  hidden: number
}

/** The tables of the server's shared state (migrations 001_sign_in_state to 004_amounts_by_asset). */
export interface StateSchema {
  nonces: NonceTable
  sessions: SessionTable
  rate_windows: RateWindowTable
  creator_profiles: CreatorProfileTable
  support_notes: SupportNoteTable
}
