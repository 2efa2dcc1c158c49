import { describe, expect, test } from 'vitest'
import type { Support } from '../../../src/domain/support/support'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import type { CreatorStore } from '../../../src/ports/creatorStore'
import { type FoundSupport, RECENT_BLOCKS, type SupportLedger } from '../../../src/ports/supportLedger'
import { CREATOR, hashOf, profile } from './creatorStore.contract'

type Store = CreatorStore & SupportLedger

/** Makes the adapter under test: two handles on one state, as two server instances would have. */
export type SupportLedgerFactory = () => Promise<{ store: Store; sibling: Store }>

const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PAYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 31337
const block = (n: number) => ({ number: BigInt(n), hash: hashOf(0x1000 + n) })

function found(n: number, blockNumber: number, overrides: Partial<Support> = {}): FoundSupport {
  const support: Support = {
    chainId: CHAIN,
    txHash: hashOf(n),
    from: PAYER,
    asset: { symbol: 'ETH', decimals: 18, address: null },
    amount: '1000',
    note: null,
    createdAt: blockNumber * 1000,
    blockNumber,
    hidden: false,
    ...overrides,
  }
  return { creator: CREATOR, support, blockHash: block(blockNumber).hash as Hash }
}

/** The SupportLedger contract, with the CreatorStore that shares its supports; every adapter runs it. */
export function supportLedgerContract(name: string, create: SupportLedgerFactory): void {
  describe(`${name} (SupportLedger contract)`, () => {
    test('default: no cursor at first; advance stores the supports found and moves the cursor', async () => {
      const { store, sibling } = await create()
      expect(await store.readCursor(CHAIN)).toBeNull()
      expect(await store.holdLease(CHAIN, 'a', 1_000, 15_000)).toBe(true)
      const written = await store.advance(CHAIN, 'a', [block(10), block(11)], [found(1, 11)])
      expect(written).toEqual({ inserted: [found(1, 11)] })
      expect(await sibling.readCursor(CHAIN)).toEqual({ cursor: block(11), recent: [block(10), block(11)] })
      expect((await sibling.listSupports(CREATOR)).items).toEqual([found(1, 11).support])
      expect(await sibling.supportTotals(CREATOR)).toEqual([
        { chainId: CHAIN, asset: found(1, 11).support.asset, count: 1, amount: '1000' },
      ])
    })

    test('behavior: the same support found twice (a pass repeated after a crash) is one support', async () => {
      const { store } = await create()
      await store.holdLease(CHAIN, 'a', 1_000, 15_000)
      await store.advance(CHAIN, 'a', [block(11)], [found(1, 11)])
      expect(await store.advance(CHAIN, 'a', [block(11)], [found(1, 11)])).toEqual({ inserted: [] })
      expect((await store.listSupports(CREATOR)).items).toHaveLength(1)
    })

    test('behavior: a claim after the indexer attaches its note to the support found; a second is already-recorded', async () => {
      const { store, sibling } = await create()
      await store.holdLease(CHAIN, 'a', 1_000, 15_000)
      await store.advance(CHAIN, 'a', [block(11)], [found(1, 11)])
      const claimed = { ...found(1, 11).support, note: 'thanks', createdAt: 99_999 }
      expect(await sibling.attachNote(CREATOR, claimed)).toBe('attached')
      expect(await store.attachNote(CREATOR, { ...claimed, note: 'again' })).toBe('already-recorded')
      expect((await store.listSupports(CREATOR)).items).toEqual([{ ...found(1, 11).support, note: 'thanks' }])
    })

    test('behavior: a claim before the indexer is one support; the indexer then gives it its block and time', async () => {
      const { store } = await create()
      const claimed = { ...found(1, 11).support, note: 'early', createdAt: 5, blockNumber: 11 }
      expect(await store.attachNote(CREATOR, claimed)).toBe('inserted')
      await store.holdLease(CHAIN, 'a', 1_000, 15_000)
      expect(await store.advance(CHAIN, 'a', [block(11)], [found(1, 11)])).toEqual({ inserted: [] })
      expect((await store.listSupports(CREATOR)).items).toEqual([{ ...found(1, 11).support, note: 'early' }])
    })

    test('behavior: one lease holder at a time; an expired or released lease is taken over', async () => {
      const { store, sibling } = await create()
      expect(await store.holdLease(CHAIN, 'a', 1_000, 15_000)).toBe(true)
      expect(await sibling.holdLease(CHAIN, 'b', 2_000, 15_000)).toBe(false)
      expect(await store.holdLease(CHAIN, 'a', 10_000, 15_000)).toBe(true)
      expect(await sibling.holdLease(CHAIN, 'b', 24_000, 15_000)).toBe(false)
      expect(await sibling.holdLease(CHAIN, 'b', 25_001, 15_000)).toBe(true)
      // The old holder writes nothing once the lease is another's.
      expect(await store.advance(CHAIN, 'a', [block(11)], [found(1, 11)])).toBe('lease-lost')
      expect(await store.rewind(CHAIN, 'a', block(5))).toBe('lease-lost')
      expect((await store.listSupports(CREATOR)).items).toEqual([])
      expect(await store.readCursor(CHAIN)).toBeNull()
      await sibling.releaseLease(CHAIN, 'b')
      expect(await store.holdLease(CHAIN, 'a', 25_002, 15_000)).toBe(true)
      expect(await store.holdLease(OTHER_CHAIN, 'b', 25_002, 15_000)).toBe(true)
    })

    test('behavior: rewind removes the unclaimed supports after the fork, keeps claimed ones, moves the cursor back', async () => {
      const { store } = await create()
      await store.holdLease(CHAIN, 'a', 1_000, 15_000)
      await store.advance(CHAIN, 'a', [block(10), block(11), block(12)], [found(1, 10), found(2, 11), found(3, 12)])
      await store.attachNote(CREATOR, { ...found(3, 12).support, note: 'kept' })
      expect(await store.rewind(CHAIN, 'a', block(10))).toBe('rewound')
      expect(await store.readCursor(CHAIN)).toEqual({ cursor: block(10), recent: [block(10)] })
      const left = (await store.listSupports(CREATOR)).items.map((s) => [s.txHash, s.note])
      expect(left).toEqual([
        [hashOf(3), 'kept'],
        [hashOf(1), null],
      ])
    })

    test('behavior: the cursor keeps the hashes of the last blocks only', async () => {
      const { store } = await create()
      await store.holdLease(CHAIN, 'a', 1_000, 15_000)
      const blocks = Array.from({ length: RECENT_BLOCKS + 10 }, (_, i) => block(i))
      await store.advance(CHAIN, 'a', blocks.slice(0, 50), [])
      await store.advance(CHAIN, 'a', blocks.slice(50), [])
      const read = await store.readCursor(CHAIN)
      expect(read?.recent).toEqual(blocks.slice(-RECENT_BLOCKS))
      expect(read?.cursor).toEqual(blocks.at(-1))
    })

    test('behavior: a creator is watched from their first block once they have a profile; the first block stays', async () => {
      const { store, sibling } = await create()
      await store.watchCreator(CREATOR, CHAIN, 100n)
      expect(await store.watchedCreators(CHAIN)).toEqual(new Map())
      await store.putProfile(CREATOR, profile, 1)
      await sibling.watchCreator(CREATOR, CHAIN, 200n)
      expect(await sibling.watchedCreators(CHAIN)).toEqual(new Map([[CREATOR, 100n]]))
      await store.putProfile(OTHER, profile, 1)
      expect(await store.watchUnwatched(CHAIN, 300n)).toBe(1)
      expect(await store.watchUnwatched(CHAIN, 400n)).toBe(0)
      expect(await sibling.watchedCreators(CHAIN)).toEqual(
        new Map([
          [CREATOR, 100n],
          [OTHER, 300n],
        ]),
      )
      expect(await store.watchedCreators(OTHER_CHAIN)).toEqual(new Map())
    })
  })
}

const OTHER_CHAIN = 8453
