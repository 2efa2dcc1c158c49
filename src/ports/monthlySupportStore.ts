import type { Address, Hash, Hex } from '../domain/shared/hex'
import type { MonthlyOffer } from '../domain/support/monthly/monthlyOffer'
import type { SpendPermission } from '../domain/support/monthly/spendPermission'
import type { ChargeFailure, Subscription } from '../domain/support/monthly/subscription'
import type { Support } from '../domain/support/support'

/** A supporter's signed permission as the server keeps it, with the subscription's last known state. */
export type StoredSubscription = {
  /** The permission's EIP-712 hash on its manager: the manager's own key for it, so one permission is one row. */
  readonly id: Hash
  readonly chainId: number
  readonly creator: Address
  readonly supporter: Address
  readonly permission: SpendPermission
  readonly signature: Hex
  readonly state: Subscription
  /** ms since the epoch. */
  readonly createdAt: number
  readonly updatedAt: number
}

/** What a subscription starts with: everything but its times and state. */
export type NewSubscription = Omit<StoredSubscription, 'state' | 'createdAt' | 'updatedAt'>

/**
 * One period's charge of one subscription. `sending`: a signed transaction is reserved for it (its hash and raw bytes
 * kept before it is broadcast, so a restart finds it on the chain or sends the very same bytes again); `paid`;
 * `failed` with the failure and when it may be tried again (null: never again).
 */
export type Charge = {
  readonly subscriptionId: Hash
  /** Unix seconds: the period's start as the manager counts it. */
  readonly periodStart: number
  readonly status: 'sending' | 'paid' | 'failed'
  /** Transactions reserved for this period so far (the first and each retry). */
  readonly attempts: number
  /** The last transaction reserved; null for a period paid by someone else's call. */
  readonly txHash: Hash | null
  readonly rawTx: Hex | null
  readonly failure: ChargeFailure | null
  /** ms since the epoch. */
  readonly retryAt: number | null
  readonly updatedAt: number
}

/** A transaction signed for a charge and not broadcast yet. */
export type SignedCharge = { readonly txHash: Hash; readonly rawTx: Hex }

/** How a charge ended: paid (with the support it made, when it was our transaction) or failed. */
export type ChargeOutcome =
  | { readonly status: 'paid'; readonly txHash: Hash | null; readonly support: Support | null }
  | { readonly status: 'failed'; readonly failure: ChargeFailure; readonly retryAt: number | null }

/**
 * Monthly support's state, shared by every instance: creators' offers, supporters' signed permissions and one charge
 * row per subscription and period. A period's row is created once (a unique key), so no two instances, and no restart,
 * ever reserve two transactions for one period at once; the charge runner of a chain works under a lease, as the
 * support indexer does. A paid charge and its support are written together.
 */
export interface MonthlySupportStore {
  /** The creator's monthly offer; null when they offer none. */
  readOffer(creator: Address): Promise<MonthlyOffer | null>
  /** Replaces the creator's offer. */
  saveOffer(creator: Address, offer: MonthlyOffer, now: number): Promise<void>
  /** Keeps a new subscription (state `active`); 'exists' when that permission is already kept (nothing changes). */
  addSubscription(subscription: NewSubscription, now: number): Promise<'added' | 'exists'>
  getSubscription(id: Hash): Promise<StoredSubscription | null>
  /** A creator's or a supporter's subscriptions, oldest first. */
  listSubscriptions(by: { creator: Address } | { supporter: Address }): Promise<readonly StoredSubscription[]>
  /** The subscriptions on `chainId` the charge runner looks at: all but the cancelled, oldest first. */
  listChargeable(chainId: number): Promise<readonly StoredSubscription[]>
  /** Writes the subscription's state; a cancelled one stays cancelled (answers whether it changed). */
  setState(id: Hash, state: Subscription, now: number): Promise<boolean>
  /**
   * Reserves `signed` for the period: a new row, or a `failed` row whose retry time has come. False when the period
   * already has a row that is not due (`sending`, `paid`, `failed` and not yet due): then nothing is to be sent.
   */
  reserveCharge(subscriptionId: Hash, periodStart: number, signed: SignedCharge, now: number): Promise<boolean>
  readCharge(subscriptionId: Hash, periodStart: number): Promise<Charge | null>
  /** The subscription's charges, oldest period first. */
  listCharges(subscriptionId: Hash): Promise<readonly Charge[]>
  /** The charges left `sending` on `chainId` (by a crash or a lost lease), oldest first. */
  listSending(chainId: number): Promise<readonly Charge[]>
  /**
   * Ends a `sending` charge; a paid one stores its support (source `monthly`; a support the indexer already found
   * for that transaction becomes it, so one payment stays one support) in the same transaction. False when the row
   * was not `sending` (nothing written).
   */
  settleCharge(subscriptionId: Hash, periodStart: number, outcome: ChargeOutcome, now: number): Promise<boolean>
  /** Takes the charge runner's lease of `chainId` for `holder` until `now + ttlMs` when free, expired or theirs. */
  holdLease(chainId: number, holder: string, now: number, ttlMs: number): Promise<boolean>
  releaseLease(chainId: number, holder: string): Promise<void>
}
