import { supportKeyOf } from '../../domain/support/supportKey'
import type { Kysely, Selectable } from 'kysely'
import type { Address, Hash, Hex } from '../../domain/shared/hex'
import type { MonthlyOffer } from '../../domain/support/monthly/monthlyOffer'
import { readSpendPermission, spendPermissionJson } from '../../domain/support/monthly/spendPermissionJson'
import type { ChargeFailure, Subscription } from '../../domain/support/monthly/subscription'
import type {
  Charge,
  ChargeOutcome,
  MonthlySupportStore,
  NewSubscription,
  SignedCharge,
  StoredSubscription,
} from '../../ports/monthlySupportStore'
import { enqueueWebhookEvents } from './enqueueWebhookEvents'
import { supportRow } from './sqlCreatorStore'
import type { MonthlyChargeTable, MonthlySubscriptionTable, StateSchema } from './stateSchema'

const changed = (result: { numUpdatedRows?: bigint; numInsertedOrUpdatedRows?: bigint | undefined }) =>
  Number(result.numUpdatedRows ?? result.numInsertedOrUpdatedRows ?? 0)

function subscriptionOf(row: Selectable<MonthlySubscriptionTable>): StoredSubscription {
  const permission = readSpendPermission(JSON.parse(row.permission))
  if (!permission) throw new TypeError(`monthly subscription ${row.id} holds no permission`)
  return {
    id: row.id as Hash,
    chainId: row.chain_id,
    creator: row.creator as Address,
    supporter: row.supporter as Address,
    permission,
    signature: row.signature as Hex,
    state: JSON.parse(row.state) as Subscription,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}

function chargeOf(row: Selectable<MonthlyChargeTable>): Charge {
  return {
    subscriptionId: row.subscription_id as Hash,
    periodStart: Number(row.period_start),
    status: row.status as Charge['status'],
    attempts: row.attempts,
    txHash: row.tx_hash as Hash | null,
    rawTx: row.raw_tx as Hex | null,
    failure: row.failure as ChargeFailure | null,
    retryAt: row.retry_at === null ? null : Number(row.retry_at),
    updatedAt: Number(row.updated_at),
  }
}

/**
 * MonthlySupportStore in SQL (SQLite or PostgreSQL). A period's charge is reserved by an insert keyed by
 * (subscription, period) that does nothing on a conflict, or by one conditional update of a failed row that is due:
 * of any number of instances, one reserves. Settling writes the charge and its support in one transaction, and only
 * while the row is still `sending`.
 */
export class SqlMonthlySupportStore implements MonthlySupportStore {
  constructor(private readonly db: Kysely<StateSchema>) {}

  async readOffer(creator: Address): Promise<MonthlyOffer | null> {
    const row = await this.db.selectFrom('monthly_offers').selectAll().where('creator', '=', creator).executeTakeFirst()
    if (!row) return null
    const tiers = (JSON.parse(row.tiers) as { amount: string; title: string; benefits: string }[]).map((tier) => ({
      ...tier,
      amount: BigInt(tier.amount),
    }))
    return { chainId: row.chain_id, token: row.token as Address, tiers }
  }

  async saveOffer(creator: Address, offer: MonthlyOffer, now: number): Promise<void> {
    const values = {
      chain_id: offer.chainId,
      token: offer.token,
      tiers: JSON.stringify(offer.tiers.map((tier) => ({ ...tier, amount: tier.amount.toString() }))),
      updated_at: now,
    }
    await this.db
      .insertInto('monthly_offers')
      .values({ creator, ...values })
      .onConflict((oc) => oc.column('creator').doUpdateSet(values))
      .execute()
  }

  async addSubscription(subscription: NewSubscription, now: number): Promise<'added' | 'exists'> {
    const state: Subscription = { status: 'active' }
    const result = await this.db
      .insertInto('monthly_subscriptions')
      .values({
        id: subscription.id.toLowerCase(),
        chain_id: subscription.chainId,
        creator: subscription.creator,
        supporter: subscription.supporter,
        permission: JSON.stringify(spendPermissionJson(subscription.permission)),
        signature: subscription.signature,
        status: state.status,
        state: JSON.stringify(state),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst()
    return changed(result) === 1 ? 'added' : 'exists'
  }

  async getSubscription(id: Hash): Promise<StoredSubscription | null> {
    const row = await this.db
      .selectFrom('monthly_subscriptions')
      .selectAll()
      .where('id', '=', id.toLowerCase())
      .executeTakeFirst()
    return row ? subscriptionOf(row) : null
  }

  async listSubscriptions(by: { creator: Address } | { supporter: Address }): Promise<readonly StoredSubscription[]> {
    const query = this.db.selectFrom('monthly_subscriptions').selectAll()
    const rows = await ('creator' in by
      ? query.where('creator', '=', by.creator)
      : query.where('supporter', '=', by.supporter)
    )
      .orderBy('seq')
      .execute()
    return rows.map(subscriptionOf)
  }

  async listChargeable(chainId: number): Promise<readonly StoredSubscription[]> {
    const rows = await this.db
      .selectFrom('monthly_subscriptions')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('status', '!=', 'cancelled')
      .orderBy('seq')
      .execute()
    return rows.map(subscriptionOf)
  }

  async setState(id: Hash, state: Subscription, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('monthly_subscriptions')
      .set({ status: state.status, state: JSON.stringify(state), updated_at: now })
      .where('id', '=', id.toLowerCase())
      .where('status', '!=', 'cancelled')
      .executeTakeFirst()
    return changed(result) === 1
  }

  async reserveCharge(subscriptionId: Hash, periodStart: number, signed: SignedCharge, now: number): Promise<boolean> {
    const id = subscriptionId.toLowerCase()
    const subscription = await this.db
      .selectFrom('monthly_subscriptions')
      .select('chain_id')
      .where('id', '=', id)
      .executeTakeFirst()
    if (!subscription) return false
    const sending = { status: 'sending', tx_hash: signed.txHash, raw_tx: signed.rawTx, failure: null, retry_at: null }
    const inserted = await this.db
      .insertInto('monthly_charges')
      .values({
        subscription_id: id,
        period_start: periodStart,
        chain_id: subscription.chain_id,
        attempts: 1,
        updated_at: now,
        ...sending,
      })
      .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
      .executeTakeFirst()
    if (changed(inserted) === 1) return true
    const retried = await this.db
      .updateTable('monthly_charges')
      .set((eb) => ({ ...sending, attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('subscription_id', '=', id)
      .where('period_start', '=', periodStart)
      .where('status', '=', 'failed')
      .where('retry_at', '<=', now)
      .executeTakeFirst()
    return changed(retried) === 1
  }

  async readCharge(subscriptionId: Hash, periodStart: number): Promise<Charge | null> {
    const row = await this.db
      .selectFrom('monthly_charges')
      .selectAll()
      .where('subscription_id', '=', subscriptionId.toLowerCase())
      .where('period_start', '=', periodStart)
      .executeTakeFirst()
    return row ? chargeOf(row) : null
  }

  async listCharges(subscriptionId: Hash): Promise<readonly Charge[]> {
    const rows = await this.db
      .selectFrom('monthly_charges')
      .selectAll()
      .where('subscription_id', '=', subscriptionId.toLowerCase())
      .orderBy('period_start')
      .execute()
    return rows.map(chargeOf)
  }

  async listSending(chainId: number): Promise<readonly Charge[]> {
    const rows = await this.db
      .selectFrom('monthly_charges')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('status', '=', 'sending')
      .orderBy('updated_at')
      .execute()
    return rows.map(chargeOf)
  }

  async settleCharge(subscriptionId: Hash, periodStart: number, outcome: ChargeOutcome, now: number): Promise<boolean> {
    const id = subscriptionId.toLowerCase()
    return this.db.transaction().execute(async (trx) => {
      const values =
        outcome.status === 'paid'
          ? { status: 'paid', tx_hash: outcome.txHash, failure: null, retry_at: null, updated_at: now }
          : { status: 'failed', failure: outcome.failure, retry_at: outcome.retryAt, updated_at: now }
      const settled = await trx
        .updateTable('monthly_charges')
        .set(values)
        .where('subscription_id', '=', id)
        .where('period_start', '=', periodStart)
        .where('status', '=', 'sending')
        .executeTakeFirst()
      if (changed(settled) !== 1) return false
      if (outcome.status !== 'paid' || !outcome.support) return true
      const owner = await trx
        .selectFrom('monthly_subscriptions')
        .select('creator')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const creator = owner.creator as Address
      const row = supportRow(creator, outcome.support, 'monthly', null)
      const inserted = await trx
        .insertInto('supports')
        .values(row)
        .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'creator', 'asset_key']).doNothing())
        .executeTakeFirst()
      if (changed(inserted) === 1) {
        const { createdAt } = outcome.support
        const event = { type: 'support.created', ...supportKeyOf(outcome.support), occurredAt: createdAt } as const
        await enqueueWebhookEvents(trx, creator, [event], createdAt)
        return true
      }
      // The indexer found the collector's transfer first (from the collector): the same payment, now known as the
      // supporter's monthly charge.
      await trx
        .updateTable('supports')
        .set({ source: 'monthly', from_address: row.from_address })
        .where('chain_id', '=', row.chain_id)
        .where('tx_hash', '=', row.tx_hash)
        .where('creator', '=', creator)
        .where('asset_key', '=', row.asset_key)
        .execute()
      return true
    })
  }

  async holdLease(chainId: number, holder: string, now: number, ttlMs: number): Promise<boolean> {
    const result = await this.db
      .insertInto('monthly_leases')
      .values({ chain_id: chainId, holder, lease_until: now + ttlMs })
      .onConflict((oc) =>
        oc
          .column('chain_id')
          .doUpdateSet({ holder, lease_until: now + ttlMs })
          .where((eb) =>
            eb.or([
              eb('monthly_leases.holder', '=', holder),
              eb('monthly_leases.holder', 'is', null),
              eb('monthly_leases.lease_until', '<', now),
            ]),
          ),
      )
      .executeTakeFirst()
    return changed(result) === 1
  }

  async releaseLease(chainId: number, holder: string): Promise<void> {
    await this.db
      .updateTable('monthly_leases')
      .set({ holder: null, lease_until: 0 })
      .where('chain_id', '=', chainId)
      .where('holder', '=', holder)
      .execute()
  }
}
