import { describe, expect, test } from 'vitest'
import type { Support } from '../../../src/domain/support/support'
import type { Address } from '../../../src/domain/shared/hex'
import { EXPORT_PAGE_SIZE, type CreatorStore } from '../../../src/ports/creatorStore'
import { CREATOR, type CreatorStoreFactory, hashOf, profile } from './creatorStore.contract'

const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SUPPORTER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ETH = { symbol: 'ETH', decimals: 18, address: null }
const USDC = { symbol: 'USDC', decimals: 6, address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const }
const USDC_18 = { symbol: 'USDC', decimals: 18, address: '0x0000000000000000000000000000000000000abc' as const }

function support(n: number, overrides: Partial<Support> = {}): Support {
  return {
    chainId: 1,
    txHash: hashOf(n),
    from: SUPPORTER,
    asset: ETH,
    amount: String(n),
    note: `note ${n}`,
    createdAt: 1_000 + Math.floor(n / 3),
    blockNumber: null,
    hidden: n % 7 === 0,
    ...overrides,
  }
}

/** Every page of listAllSupports from the first, following nextCursor. */
async function everyPage(store: CreatorStore, creator: Address, limit?: number): Promise<Support[][]> {
  const pages: Support[][] = []
  let cursor: string | undefined
  do {
    const page = await store.listAllSupports(creator, { cursor, limit })
    pages.push([...page.items])
    cursor = page.nextCursor ?? undefined
  } while (cursor !== undefined)
  return pages
}

/** What the export and the goal read from a CreatorStore; every adapter runs it through its own factory. */
export function creatorStoreExportContract(name: string, create: CreatorStoreFactory): void {
  describe(`${name} (CreatorStore contract: export and goals)`, () => {
    test('default: every support, hidden ones too, oldest first in pages that neither repeat nor skip one', async () => {
      const { store, sibling } = await create()
      // Recorded out of order, three to a millisecond: ties are kept in the order recorded.
      const numbers = Array.from({ length: 23 }, (_, i) => (i * 5) % 23)
      for (const n of numbers) expect(await store.attachNote(CREATOR, support(n))).toBe('inserted')
      await store.attachNote(OTHER, support(99))
      const pages = await everyPage(sibling, CREATOR, 5)
      expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 3])
      const byTime = [...numbers].sort(
        (a, b) => support(a).createdAt - support(b).createdAt || numbers.indexOf(a) - numbers.indexOf(b),
      )
      expect(pages.flat()).toEqual(byTime.map((n) => support(n)))
      expect(pages.flat().filter((s) => s.hidden)).toHaveLength(4)
    })

    test('default: pages of EXPORT_PAGE_SIZE, never more; none for a creator without supports', async () => {
      const { store } = await create()
      expect(await store.listAllSupports(CREATOR)).toEqual({ items: [], nextCursor: null })
      for (let n = 0; n < EXPORT_PAGE_SIZE + 1; n++) await store.attachNote(CREATOR, support(n))
      const first = await store.listAllSupports(CREATOR, { limit: 10_000 })
      expect(first.items).toHaveLength(EXPORT_PAGE_SIZE)
      const last = await store.listAllSupports(CREATOR, { cursor: first.nextCursor ?? '' })
      expect(last).toEqual({ items: [support(EXPORT_PAGE_SIZE)], nextCursor: null })
    })

    test('behavior: a cursor no page handed out rejects', async () => {
      const { store } = await create()
      await expect(store.listAllSupports(CREATOR, { cursor: 'nope' })).rejects.toThrow()
    })

    test('default: a goal is stored with the profile and read back; a profile without one has none', async () => {
      const { store, sibling } = await create()
      const goal = { asset: 'USDC', amount: '100', period: 'month', title: 'Rent, „quoted“ 🎯' } as const
      expect(await store.putProfile(CREATOR, { ...profile, goal }, 5_000)).toEqual({
        ...profile,
        goal,
        updatedAt: 5_000,
      })
      expect(await sibling.getProfile(CREATOR)).toEqual({ ...profile, goal, updatedAt: 5_000 })
      const without = await store.putProfile(CREATOR, profile, 6_000)
      expect(without).toEqual({ ...profile, updatedAt: 6_000 })
      expect(await sibling.getProfile(CREATOR)).not.toHaveProperty('goal')
    })

    test('default: sums the supports in one symbol, per decimals, on the given chains, from `since`', async () => {
      const { store, sibling } = await create()
      const record = (n: number, overrides: Partial<Support>) => store.attachNote(CREATOR, support(n, overrides))
      await record(1, { asset: USDC, amount: '5000000', createdAt: 2_000 })
      await record(2, { asset: USDC, amount: '2500000', createdAt: 3_000, hidden: true })
      await record(3, { asset: USDC_18, amount: '10', createdAt: 3_000, chainId: 10 })
      await record(4, { asset: USDC, amount: '1', createdAt: 3_000, chainId: 5 })
      await record(5, { asset: ETH, amount: '7', createdAt: 3_000 })
      await store.attachNote(OTHER, support(6, { asset: USDC, amount: '9', createdAt: 3_000 }))
      const sum = (since: number, chainIds = [1, 10]) =>
        sibling.sumSupports(CREATOR, { symbol: 'USDC', chainIds, since })
      expect(await sum(0)).toEqual([
        { decimals: 6, amount: '7500000' },
        { decimals: 18, amount: '10' },
      ])
      expect(await sum(3_000, [1])).toEqual([{ decimals: 6, amount: '2500000' }])
      expect(await sum(3_001)).toEqual([])
      expect(await sum(0, [])).toEqual([])
      expect(await sibling.sumSupports(CREATOR, { symbol: 'ETH', chainIds: [1], since: 0 })).toEqual([
        { decimals: 18, amount: '7' },
      ])
    })

    test('behavior: sums are exact at any size: past 2^64, carries across every digit, up to 2^256 - 1 each', async () => {
      const { store, sibling } = await create()
      const max = 2n ** 256n - 1n
      const amounts = [max, max, 10n ** 18n - 1n, 1n, 2n ** 64n + 3n, 999_999_999n, 0n]
      for (const [n, amount] of amounts.entries())
        await store.attachNote(CREATOR, support(n + 1, { asset: ETH, amount: amount.toString(), createdAt: 4_000 }))
      const total = amounts.reduce((a, b) => a + b, 0n)
      expect(await sibling.sumSupports(CREATOR, { symbol: 'ETH', chainIds: [1], since: 0 })).toEqual([
        { decimals: 18, amount: total.toString() },
      ])
    })
  })
}
