import { describe, expect, test } from 'vitest'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import type { MonthlyOffer } from '../../../src/domain/support/monthly/monthlyOffer'
import { creatorExtraData, MONTHLY_PERIOD_SECONDS, OPEN_END } from '../../../src/domain/support/monthly/spendPermission'
import type { Support } from '../../../src/domain/support/support'
import type { CreatorStore } from '../../../src/ports/creatorStore'
import type { MonthlySupportStore, NewSubscription } from '../../../src/ports/monthlySupportStore'
import type { SupportLedger } from '../../../src/ports/supportLedger'
import { CREATOR, hashOf } from './creatorStore.contract'

/**
 * Makes the adapter under test: two handles on one state (two server instances) and the creator store of that state,
 * where a paid charge's support lands.
 */
export type MonthlySupportStoreFactory = () => Promise<{
  store: MonthlySupportStore
  sibling: MonthlySupportStore
  creators: CreatorStore & SupportLedger
}>

const SUPPORTER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const USDC: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const COLLECTOR: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const CHAIN = 31337
const PERIOD = 1_700_000_000

export const OFFER: MonthlyOffer = {
  chainId: CHAIN,
  token: USDC,
  tiers: [
    { amount: 5_000_000n, title: 'Friend', benefits: 'A thank-you each month' },
    { amount: 2n ** 160n - 1n, title: 'Patron', benefits: '' },
  ],
}

function subscription(n: number, supporter = SUPPORTER, creator = CREATOR): NewSubscription {
  return {
    id: hashOf(0x5000 + n),
    chainId: CHAIN,
    creator,
    supporter,
    permission: {
      account: supporter,
      spender: COLLECTOR,
      token: USDC,
      allowance: 5_000_000n,
      period: MONTHLY_PERIOD_SECONDS,
      start: PERIOD,
      end: OPEN_END,
      salt: 2n ** 255n + BigInt(n),
      extraData: creatorExtraData(creator),
    },
    signature: `0x${'ab'.repeat(65)}`,
  }
}

const signed = (n: number) => ({ txHash: hashOf(0x9000 + n), rawTx: `0x02${'cd'.repeat(40 + n)}` as const })

function support(txHash: Hash, from: Address = SUPPORTER): Support {
  return {
    chainId: CHAIN,
    txHash,
    from,
    asset: { symbol: 'USDC', decimals: 6, address: USDC },
    amount: '5000000',
    note: null,
    createdAt: PERIOD * 1000,
    blockNumber: 12,
    hidden: false,
  }
}

/** The MonthlySupportStore contract: every adapter runs it. */
export function monthlySupportStoreContract(name: string, create: MonthlySupportStoreFactory): void {
  describe(`${name} (MonthlySupportStore contract)`, () => {
    test('default: no offer at first; a saved offer reads back (amounts beyond 2^53 intact) and is replaced', async () => {
      const { store, sibling } = await create()
      expect(await store.readOffer(CREATOR)).toBeNull()
      await store.saveOffer(CREATOR, OFFER, 1_000)
      expect(await sibling.readOffer(CREATOR)).toEqual(OFFER)
      const one = { ...OFFER, tiers: [OFFER.tiers[0]!] }
      await sibling.saveOffer(CREATOR, one, 2_000)
      expect(await store.readOffer(CREATOR)).toEqual(one)
    })

    test('behavior: a subscription is kept once, starts active and is listed for its creator and its supporter', async () => {
      const { store, sibling } = await create()
      expect(await store.addSubscription(subscription(1), 1_000)).toBe('added')
      expect(await sibling.addSubscription(subscription(1), 2_000)).toBe('exists')
      await store.addSubscription(subscription(2, OTHER), 3_000)
      const kept = await sibling.getSubscription(subscription(1).id)
      expect(kept).toEqual({ ...subscription(1), state: { status: 'active' }, createdAt: 1_000, updatedAt: 1_000 })
      expect((await sibling.listSubscriptions({ creator: CREATOR })).map((s) => s.supporter)).toEqual([
        SUPPORTER,
        OTHER,
      ])
      expect((await sibling.listSubscriptions({ supporter: OTHER })).map((s) => s.id)).toEqual([subscription(2).id])
      expect(await store.listSubscriptions({ creator: OTHER })).toEqual([])
      expect(await store.getSubscription(hashOf(1))).toBeNull()
    })

    test('behavior: a cancelled subscription stays cancelled and is no longer chargeable', async () => {
      const { store, sibling } = await create()
      await store.addSubscription(subscription(1), 1_000)
      await store.addSubscription(subscription(2), 1_000)
      const paid = { status: 'paid', periodStart: PERIOD, periodEnd: PERIOD + MONTHLY_PERIOD_SECONDS } as const
      expect(await store.setState(subscription(1).id, paid, 2_000)).toBe(true)
      expect((await sibling.getSubscription(subscription(1).id))?.state).toEqual(paid)
      expect(await store.setState(subscription(2).id, { status: 'cancelled', reason: 'revoked' }, 3_000)).toBe(true)
      expect(await sibling.setState(subscription(2).id, { status: 'active' }, 4_000)).toBe(false)
      expect((await store.getSubscription(subscription(2).id))?.state).toEqual({
        status: 'cancelled',
        reason: 'revoked',
      })
      expect((await sibling.listChargeable(CHAIN)).map((s) => s.id)).toEqual([subscription(1).id])
      expect(await sibling.listChargeable(1)).toEqual([])
    })

    test('behavior: a period is reserved once, however many instances ask at once', async () => {
      const { store, sibling } = await create()
      await store.addSubscription(subscription(1), 1_000)
      const id = subscription(1).id
      const tries = Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? sibling : store).reserveCharge(id, PERIOD, signed(i), 2_000),
      )
      const won = (await Promise.all(tries)).filter(Boolean)
      expect(won).toHaveLength(1)
      const charge = await sibling.readCharge(id, PERIOD)
      expect(charge).toMatchObject({ subscriptionId: id, periodStart: PERIOD, status: 'sending', attempts: 1 })
      expect(await store.listSending(CHAIN)).toEqual([charge])
      expect(await store.reserveCharge(id, PERIOD + MONTHLY_PERIOD_SECONDS, signed(9), 3_000)).toBe(true)
      expect((await store.listCharges(id)).map((c) => c.periodStart)).toEqual([PERIOD, PERIOD + MONTHLY_PERIOD_SECONDS])
      expect(await store.reserveCharge(hashOf(77), PERIOD, signed(1), 3_000)).toBe(false)
    })

    test('behavior: a failed charge is reserved again only once its retry time has come, counting attempts', async () => {
      const { store, sibling } = await create()
      await store.addSubscription(subscription(1), 1_000)
      const id = subscription(1).id
      await store.reserveCharge(id, PERIOD, signed(1), 1_000)
      const failed = { status: 'failed', failure: 'balance-too-low', retryAt: 5_000 } as const
      expect(await sibling.settleCharge(id, PERIOD, failed, 2_000)).toBe(true)
      expect(await store.settleCharge(id, PERIOD, failed, 2_000)).toBe(false)
      expect(await store.listSending(CHAIN)).toEqual([])
      expect(await store.readCharge(id, PERIOD)).toMatchObject({
        status: 'failed',
        failure: 'balance-too-low',
        retryAt: 5_000,
      })
      expect(await store.reserveCharge(id, PERIOD, signed(2), 4_999)).toBe(false)
      expect(await sibling.reserveCharge(id, PERIOD, signed(2), 5_000)).toBe(true)
      expect(await store.reserveCharge(id, PERIOD, signed(3), 5_000)).toBe(false)
      expect(await store.readCharge(id, PERIOD)).toMatchObject({
        status: 'sending',
        attempts: 2,
        txHash: signed(2).txHash,
        failure: null,
      })
      await store.settleCharge(id, PERIOD, { status: 'failed', failure: 'revoked', retryAt: null }, 6_000)
      expect(await store.reserveCharge(id, PERIOD, signed(4), 10 ** 12)).toBe(false)
    })

    test('behavior: a paid charge stores its support once; a paid period is never reserved again', async () => {
      const { store, sibling, creators } = await create()
      await store.addSubscription(subscription(1), 1_000)
      const id = subscription(1).id
      await store.reserveCharge(id, PERIOD, signed(1), 1_000)
      const paid = { status: 'paid', txHash: signed(1).txHash, support: support(signed(1).txHash) } as const
      expect(await store.settleCharge(id, PERIOD, paid, 2_000)).toBe(true)
      expect(await sibling.settleCharge(id, PERIOD, paid, 2_000)).toBe(false)
      expect(await sibling.reserveCharge(id, PERIOD, signed(2), 10 ** 12)).toBe(false)
      expect(await store.readCharge(id, PERIOD)).toMatchObject({
        status: 'paid',
        txHash: signed(1).txHash,
        attempts: 1,
      })
      expect((await creators.listSupports(CREATOR)).items).toEqual([support(signed(1).txHash)])
    })

    test('behavior: a charge the indexer found first (from the collector) stays one support, the supporter’s', async () => {
      const { store, creators } = await create()
      await store.addSubscription(subscription(1), 1_000)
      const id = subscription(1).id
      const tx = signed(1).txHash
      await creators.holdLease(CHAIN, 'indexer', 1_000, 15_000)
      const found = { creator: CREATOR, support: support(tx, COLLECTOR), blockHash: hashOf(0x1012) }
      await creators.advance(CHAIN, 'indexer', [{ number: 12n, hash: hashOf(0x1012) }], [found])
      await store.reserveCharge(id, PERIOD, signed(1), 1_000)
      await store.settleCharge(id, PERIOD, { status: 'paid', txHash: tx, support: support(tx) }, 2_000)
      const items = (await creators.listSupports(CREATOR)).items
      expect(items).toHaveLength(1)
      expect(items[0]?.amount).toBe('5000000')
    })

    test('behavior: a paid period with no transaction of ours stores no support', async () => {
      const { store, creators } = await create()
      await store.addSubscription(subscription(1), 1_000)
      const id = subscription(1).id
      await store.reserveCharge(id, PERIOD, signed(1), 1_000)
      await store.settleCharge(id, PERIOD, { status: 'paid', txHash: null, support: null }, 2_000)
      expect(await store.readCharge(id, PERIOD)).toMatchObject({ status: 'paid', txHash: null })
      expect((await creators.listSupports(CREATOR)).items).toEqual([])
    })

    test('behavior: one instance holds a chain’s lease until it ends or is given up', async () => {
      const { store, sibling } = await create()
      expect(await store.holdLease(CHAIN, 'a', 1_000, 10_000)).toBe(true)
      expect(await sibling.holdLease(CHAIN, 'b', 2_000, 10_000)).toBe(false)
      expect(await sibling.holdLease(1, 'b', 2_000, 10_000)).toBe(true)
      expect(await store.holdLease(CHAIN, 'a', 5_000, 10_000)).toBe(true)
      expect(await sibling.holdLease(CHAIN, 'b', 15_000, 10_000)).toBe(false)
      expect(await sibling.holdLease(CHAIN, 'b', 15_001, 10_000)).toBe(true)
      await store.releaseLease(CHAIN, 'a')
      expect(await store.holdLease(CHAIN, 'a', 16_000, 10_000)).toBe(false)
      await sibling.releaseLease(CHAIN, 'b')
      expect(await store.holdLease(CHAIN, 'a', 16_000, 10_000)).toBe(true)
    })
  })
}
