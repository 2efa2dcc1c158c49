import type { Generated } from 'kysely'

/** Issued sign-in nonces (SqlNonceStore); times are ms since the epoch. */
interface NonceTable {
  /** Issue order: the oldest goes first when room is needed. */
  seq: Generated<number>
  nonce: string
  client: string
  expires_at: number
  used_at: number | null
}

/** Sign-in sessions (SqlSessionStore), keyed by their unguessable id. */
interface SessionTable {
  /** Creation order: the oldest goes first when room is needed. */
  seq: Generated<number>
  id: string
  client: string
  address: string
  chain_id: number
  expires_at: number
}

/** One fixed rate-limit window per (scope, client) (SqlRateLimiter). */
interface RateWindowTable {
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

/** Supports (SqlCreatorStore): one per (chain_id, tx_hash, creator, asset_key), found on the chain or claimed. */
export interface SupportTable {
  /** Insertion order: breaks ties between supports of the same millisecond. */
  seq: Generated<number>
  creator: string
  chain_id: number
  /** Lower case, so that one transaction has one key however its hash was written. */
  tx_hash: string
  /** The token's lower-case address, or `native` for the chain's currency. */
  asset_key: string
  from_address: string
  /** The amount in base units of the asset, as a decimal string: beyond what a SQL integer holds, summed in code. */
  value: string
  /** The asset: its symbol and decimals, and its token address (null for the chain's native currency). */
  asset_symbol: string
  asset_decimals: number
  asset_address: string | null
  /** The supporter's words; null until a claim attaches them. */
  note: string | null
  /** The block's time, ms since the epoch (a claim's time until the indexer reaches the block). */
  created_at: number
  block_number: number | null
  /** Null until the indexer found the support in this block (a claim alone, or a block reorganised away). */
  block_hash: string | null
  /** Who stored it first: `chain` (the indexer) or `claim`. */
  source: string
  /** 1 when the creator hid it. */
  hidden: number
}

/** Each creator's first block per chain: the chain head when they first saved a profile. */
interface SupportWatchTable {
  creator: string
  chain_id: number
  from_block: number
}

/** Per chain, the support indexer's cursor and the lease of the instance that indexes it. */
interface SupportCursorTable {
  chain_id: number
  /** The last block indexed (null before the first pass). */
  block_number: number | null
  block_hash: string | null
  lease_holder: string | null
  /** ms since the epoch; past it another instance may take the lease. */
  lease_until: number
}

/** The hashes of the blocks indexed last per chain, to find where a reorganisation forked. */
interface SupportBlockTable {
  chain_id: number
  block_number: number
  block_hash: string
}

/** The tables of the server's shared state (migrations 001_sign_in_state to 005_supports). */

/** Creators' webhook endpoints (SqlWebhookStore). */
export interface WebhookEndpointTable {
  seq: Generated<number>
  id: string
  creator: string
  url: string
  /** `whsec_` and the base64 key. */
  secret: string
  /** The secret replaced by the last rotation, signing beside the new one until `previous_secret_until`. */
  previous_secret: string | null
  previous_secret_until: number | null
  /** 1 while deliveries go out. */
  enabled: number
  /** `gone` (410) or `failing` (too many failures in a row); null while enabled. */
  disabled_reason: string | null
  consecutive_failures: number
  created_at: number
}

/** What happened (a support, a note, a test), by the support's key, never a copy of it. */
export interface WebhookEventTable {
  seq: Generated<number>
  id: string
  creator: string
  type: string
  chain_id: number | null
  tx_hash: string | null
  /** The support's asset key (`native` or a token's lower-case address); null for a test event. */
  asset_key: string | null
  occurred_at: number
}

/** The outbox: one row per event and endpoint, its id the `webhook-id`. */
interface WebhookDeliveryTable {
  seq: Generated<number>
  id: string
  endpoint_id: string
  event_id: string
  /** `pending`, `succeeded`, `failed` or `skipped`. */
  status: string
  attempts: number
  /** When a pending delivery is due; null once it ended. */
  next_attempt_at: number | null
  /** Until when a worker holds it (0: nobody). */
  lease_until: number
  lease_token: string | null
  response_code: number | null
  last_attempt_at: number | null
  created_at: number
}

/** The tables of the server's shared state (migrations 001_sign_in_state to 008_monthly_support). */
export interface StateSchema {
  nonces: NonceTable
  sessions: SessionTable
  rate_windows: RateWindowTable
  creator_profiles: CreatorProfileTable
  supports: SupportTable
  support_watch: SupportWatchTable
  support_cursors: SupportCursorTable
  support_blocks: SupportBlockTable
  webhook_endpoints: WebhookEndpointTable
  webhook_events: WebhookEventTable
  webhook_deliveries: WebhookDeliveryTable
  monthly_offers: MonthlyOfferTable
  monthly_subscriptions: MonthlySubscriptionTable
  monthly_charges: MonthlyChargeTable
  monthly_leases: MonthlyLeaseTable
}

/** A creator's monthly offer (008_monthly_support); `tiers` is JSON: [{ amount: "5000000", title, benefits }]. */
interface MonthlyOfferTable {
  creator: string
  chain_id: number
  token: string
  tiers: string
  updated_at: number
}

/** A supporter's signed spend permission, keyed by its hash; `permission` and `state` are JSON. */
export interface MonthlySubscriptionTable {
  seq: Generated<number>
  id: string
  chain_id: number
  creator: string
  supporter: string
  permission: string
  signature: string
  /** The state's `status`, apart so the runner's list can skip cancelled rows by index. */
  status: string
  state: string
  created_at: number
  updated_at: number
}

/** One row per subscription and period: the primary key keeps a period from being reserved twice. */
export interface MonthlyChargeTable {
  subscription_id: string
  period_start: number
  chain_id: number
  /** `sending`, `paid` or `failed`. */
  status: string
  attempts: number
  tx_hash: string | null
  raw_tx: string | null
  failure: string | null
  retry_at: number | null
  updated_at: number
}

/** Per chain, the instance whose charge runner works it, until `lease_until` (ms since the epoch). */
interface MonthlyLeaseTable {
  chain_id: number
  holder: string | null
  lease_until: number
}
