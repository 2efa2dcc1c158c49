import type { Address, Hash } from '../../domain/shared/hex'
import type { MonthlyOffer } from '../../domain/support/monthly/monthlyOffer'
import type { Subscription } from '../../domain/support/monthly/subscription'
import type { Support } from '../../domain/support/support'
import type {
  Charge,
  ChargeOutcome,
  MonthlySupportStore,
  NewSubscription,
  SignedCharge,
  StoredSubscription,
} from '../../ports/monthlySupportStore'

/** Where a paid charge's support goes: the creator store of the same process. */
export type RecordSupport = (creator: Address, support: Support) => Promise<void>

const chargeKey = (id: Hash, periodStart: number) => `${id.toLowerCase()}:${periodStart}`

/**
 * MonthlySupportStore for one process (STATE_STORE=memory and tests): nothing is kept across a restart. Copies go in
 * and out, so a caller never holds the stored objects.
 */
export class MemoryMonthlySupportStore implements MonthlySupportStore {
  private readonly offers = new Map<Address, MonthlyOffer>()
  private readonly subscriptions = new Map<string, StoredSubscription>()
  private readonly charges = new Map<string, Charge & { chainId: number }>()
  private readonly leases = new Map<number, { holder: string; until: number }>()

  constructor(private readonly recordSupport: RecordSupport = async () => {}) {}

  async readOffer(creator: Address): Promise<MonthlyOffer | null> {
    const offer = this.offers.get(creator)
    return offer ? structuredClone(offer) : null
  }

  async saveOffer(creator: Address, offer: MonthlyOffer): Promise<void> {
    this.offers.set(creator, structuredClone(offer))
  }

  async addSubscription(subscription: NewSubscription, now: number): Promise<'added' | 'exists'> {
    const id = subscription.id.toLowerCase() as Hash
    if (this.subscriptions.has(id)) return 'exists'
    const stored = { ...subscription, id, state: { status: 'active' } as const, createdAt: now, updatedAt: now }
    this.subscriptions.set(id, structuredClone(stored))
    return 'added'
  }

  async getSubscription(id: Hash): Promise<StoredSubscription | null> {
    const stored = this.subscriptions.get(id.toLowerCase())
    return stored ? structuredClone(stored) : null
  }

  async listSubscriptions(by: { creator: Address } | { supporter: Address }): Promise<readonly StoredSubscription[]> {
    const matches = (s: StoredSubscription) =>
      'creator' in by ? s.creator === by.creator : s.supporter === by.supporter
    return structuredClone([...this.subscriptions.values()].filter(matches))
  }

  async listChargeable(chainId: number): Promise<readonly StoredSubscription[]> {
    const all = [...this.subscriptions.values()]
    return structuredClone(all.filter((s) => s.chainId === chainId && s.state.status !== 'cancelled'))
  }

  async setState(id: Hash, state: Subscription, now: number): Promise<boolean> {
    const stored = this.subscriptions.get(id.toLowerCase())
    if (!stored || stored.state.status === 'cancelled') return false
    this.subscriptions.set(stored.id, { ...stored, state: structuredClone(state), updatedAt: now })
    return true
  }

  async reserveCharge(subscriptionId: Hash, periodStart: number, signed: SignedCharge, now: number): Promise<boolean> {
    const subscription = this.subscriptions.get(subscriptionId.toLowerCase())
    if (!subscription) return false
    const key = chargeKey(subscriptionId, periodStart)
    const row = this.charges.get(key)
    if (row && !(row.status === 'failed' && row.retryAt !== null && row.retryAt <= now)) return false
    this.charges.set(key, {
      chainId: subscription.chainId,
      subscriptionId: subscription.id,
      periodStart,
      status: 'sending',
      attempts: (row?.attempts ?? 0) + 1,
      txHash: signed.txHash,
      rawTx: signed.rawTx,
      failure: null,
      retryAt: null,
      updatedAt: now,
    })
    return true
  }

  async readCharge(subscriptionId: Hash, periodStart: number): Promise<Charge | null> {
    const row = this.charges.get(chargeKey(subscriptionId, periodStart))
    return row ? publicCharge(row) : null
  }

  async listCharges(subscriptionId: Hash): Promise<readonly Charge[]> {
    const id = subscriptionId.toLowerCase()
    return [...this.charges.values()]
      .filter((c) => c.subscriptionId === id)
      .sort((a, b) => a.periodStart - b.periodStart)
      .map(publicCharge)
  }

  async listSending(chainId: number): Promise<readonly Charge[]> {
    return [...this.charges.values()]
      .filter((c) => c.chainId === chainId && c.status === 'sending')
      .sort((a, b) => a.updatedAt - b.updatedAt)
      .map(publicCharge)
  }

  async settleCharge(subscriptionId: Hash, periodStart: number, outcome: ChargeOutcome, now: number): Promise<boolean> {
    const key = chargeKey(subscriptionId, periodStart)
    const row = this.charges.get(key)
    if (row?.status !== 'sending') return false
    const subscription = this.subscriptions.get(row.subscriptionId) as StoredSubscription
    if (outcome.status === 'paid') {
      this.charges.set(key, {
        ...row,
        status: 'paid',
        txHash: outcome.txHash,
        failure: null,
        retryAt: null,
        updatedAt: now,
      })
      if (outcome.support) await this.recordSupport(subscription.creator, outcome.support)
    } else {
      this.charges.set(key, {
        ...row,
        status: 'failed',
        failure: outcome.failure,
        retryAt: outcome.retryAt,
        updatedAt: now,
      })
    }
    return true
  }

  async holdLease(chainId: number, holder: string, now: number, ttlMs: number): Promise<boolean> {
    const lease = this.leases.get(chainId)
    if (lease && lease.holder !== holder && lease.until >= now) return false
    this.leases.set(chainId, { holder, until: now + ttlMs })
    return true
  }

  async releaseLease(chainId: number, holder: string): Promise<void> {
    if (this.leases.get(chainId)?.holder === holder) this.leases.delete(chainId)
  }
}

function publicCharge({ chainId: _, ...charge }: Charge & { chainId: number }): Charge {
  return { ...charge }
}
