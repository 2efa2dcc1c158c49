import { describe, expect, test } from 'vitest'
import type { CreatorProfile } from '../../../src/domain/creators/creatorProfile'
import type { Support } from '../../../src/domain/support/support'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { SUPPORT_PAGE_SIZE, type CreatorStore } from '../../../src/ports/creatorStore'

/**
 * Makes the adapter under test. `sibling` shares its state as a second server instance would (for SQL: another
 * connection to the same database; in memory: itself).
 */
export type CreatorStoreFactory = () => Promise<CreatorStorePair> | CreatorStorePair

export type CreatorStorePair = { store: CreatorStore; sibling: CreatorStore }

export const CREATOR: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SUPPORTER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const profile: CreatorProfile = {
  displayName: 'Ada',
  bio: 'Writes about engines.\nAnd poems.',
  links: [{ label: 'Site', url: 'https://ada.example/' }],
  accentColor: '#1a2b3c',
  suggestedAmounts: { ETH: ['0.01', '0.1'] },
  thankYou: 'Thank you!',
}

/** A transaction hash made from a number (distinct numbers, distinct hashes). */
export function hashOf(n: number): Hash {
  return `0x${n.toString(16).padStart(64, '0')}`
}

const ETH = { symbol: 'ETH', decimals: 18, address: null }
const USDC = { symbol: 'USDC', decimals: 6, address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const }

function note(n: number, overrides: Partial<Support> = {}): Support {
  return {
    chainId: 1,
    txHash: hashOf(n),
    from: SUPPORTER,
    asset: ETH,
    amount: '1000',
    note: `note ${n}`,
    createdAt: 1_000 + n,
    blockNumber: 100 + n,
    hidden: false,
    ...overrides,
  }
}

/** Every page from the first, following nextCursor. */
async function allPages(store: CreatorStore, includeHidden = false): Promise<Support[][]> {
  const pages: Support[][] = []
  let cursor: string | undefined
  do {
    const page = await store.listSupports(CREATOR, { cursor, includeHidden })
    pages.push([...page.items])
    cursor = page.nextCursor ?? undefined
  } while (cursor !== undefined)
  return pages
}

/** The CreatorStore contract; every adapter runs it through its own factory. */
export function creatorStoreContract(name: string, create: CreatorStoreFactory): void {
  describe(`${name} (CreatorStore contract)`, () => {
    test('default: a profile is stored with updatedAt and read back, from either instance', async () => {
      const { store, sibling } = await create()
      expect(await store.getProfile(CREATOR)).toBeNull()
      expect(await store.putProfile(CREATOR, profile, 5_000)).toEqual({ ...profile, updatedAt: 5_000 })
      expect(await sibling.getProfile(CREATOR)).toEqual({ ...profile, updatedAt: 5_000 })
      const changed = { ...profile, displayName: 'Ada L.', links: [] }
      expect(await sibling.putProfile(CREATOR, changed, 6_000)).toEqual({ ...changed, updatedAt: 6_000 })
      expect(await store.getProfile(CREATOR)).toEqual({ ...changed, updatedAt: 6_000 })
      expect(await store.getProfile(OTHER)).toBeNull()
    })

    test('default: a recorded note is listed for its creator only', async () => {
      const { store } = await create()
      expect(await store.attachNote(CREATOR, note(1))).toBe('inserted')
      expect(await store.listSupports(CREATOR)).toEqual({ items: [note(1)], nextCursor: null })
      expect(await store.listSupports(OTHER)).toEqual({ items: [], nextCursor: null })
    })

    test('behavior: a second note for one support is already-recorded, whatever the hash case', async () => {
      const { store, sibling } = await create()
      expect(await store.attachNote(CREATOR, note(1))).toBe('inserted')
      expect(await sibling.attachNote(CREATOR, note(1, { note: 'again' }))).toBe('already-recorded')
      const upper = `0x${hashOf(0xabc).slice(2).toUpperCase()}` as Hash
      expect(await store.attachNote(CREATOR, note(2, { txHash: upper }))).toBe('inserted')
      expect(await sibling.attachNote(CREATOR, note(3, { txHash: hashOf(0xabc) }))).toBe('already-recorded')
      // The same hash on another chain is another transaction.
      expect(await store.attachNote(CREATOR, note(1, { chainId: 5 }))).toBe('inserted')
      // One transaction paying two creators, or one creator in two assets, is two supports.
      expect(await sibling.attachNote(OTHER, note(1, { note: 'other' }))).toBe('inserted')
      expect(await store.attachNote(CREATOR, note(1, { asset: USDC, note: 'usdc' }))).toBe('inserted')
      expect((await store.listSupports(OTHER)).items).toEqual([note(1, { note: 'other' })])
    })

    test('behavior: 10 concurrent records of one transaction through two instances: exactly one inserted', async () => {
      const { store, sibling } = await create()
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? store : sibling).attachNote(CREATOR, note(7, { note: `${i}` }))),
      )
      expect(answers.filter((a) => a === 'inserted')).toHaveLength(1)
      expect(answers.filter((a) => a === 'already-recorded')).toHaveLength(9)
      expect((await store.listSupports(CREATOR)).items).toHaveLength(1)
    })

    test('behavior: pages of 20, newest first, neither repeating nor skipping notes that share a createdAt', async () => {
      const { store, sibling } = await create()
      // 45 notes over 3 timestamps: 15 share each one.
      for (let n = 0; n < 45; n++) await store.attachNote(CREATOR, note(n, { createdAt: 1_000 + Math.floor(n / 15) }))
      const pages = await allPages(sibling)
      expect(pages.map((page) => page.length)).toEqual([SUPPORT_PAGE_SIZE, SUPPORT_PAGE_SIZE, 5])
      const listed = pages.flat()
      expect(new Set(listed.map((n) => n.txHash)).size).toBe(45)
      const times = listed.map((n) => n.createdAt)
      expect(times).toEqual([...times].sort((a, b) => b - a))
      // A page asked again is the same page.
      const first = await store.listSupports(CREATOR)
      expect(await store.listSupports(CREATOR, { cursor: first.nextCursor! })).toEqual(
        await sibling.listSupports(CREATOR, { cursor: first.nextCursor! }),
      )
    })

    test('behavior: a note recorded after a page was read does not shift the next page', async () => {
      const { store } = await create()
      for (let n = 0; n < 25; n++) await store.attachNote(CREATOR, note(n, { createdAt: 1_000 }))
      const first = await store.listSupports(CREATOR)
      await store.attachNote(CREATOR, note(99, { createdAt: 2_000 }))
      const second = await store.listSupports(CREATOR, { cursor: first.nextCursor! })
      expect(second.items).toHaveLength(5)
      expect(new Set([...first.items, ...second.items].map((n) => n.txHash)).size).toBe(25)
    })

    test('behavior: hidden notes are left out unless asked for, and then marked', async () => {
      const { store, sibling } = await create()
      await store.attachNote(CREATOR, note(1))
      await store.attachNote(CREATOR, note(2))
      expect(await sibling.setSupportHidden(CREATOR, 1, hashOf(1), true)).toEqual(note(1, { hidden: true }))
      expect((await store.listSupports(CREATOR)).items).toEqual([note(2)])
      expect((await store.listSupports(CREATOR, { includeHidden: true })).items).toEqual([
        note(2),
        note(1, { hidden: true }),
      ])
      expect(await store.setSupportHidden(CREATOR, 1, hashOf(1), false)).toEqual(note(1))
      expect((await sibling.listSupports(CREATOR)).items).toHaveLength(2)
    })

    test('behavior: pages skip hidden notes without coming up short', async () => {
      const { store } = await create()
      for (let n = 0; n < 30; n++) await store.attachNote(CREATOR, note(n, { hidden: n % 3 === 0 }))
      expect((await allPages(store)).map((page) => page.length)).toEqual([20])
      expect((await allPages(store, true)).map((page) => page.length)).toEqual([20, 10])
    })

    test("behavior: setSupportHidden answers null for another creator's note or an unknown one", async () => {
      const { store } = await create()
      await store.attachNote(CREATOR, note(1))
      expect(await store.setSupportHidden(OTHER, 1, hashOf(1), true)).toBeNull()
      expect(await store.setSupportHidden(CREATOR, 5, hashOf(1), true)).toBeNull()
      expect(await store.setSupportHidden(CREATOR, 1, hashOf(2), true)).toBeNull()
      expect((await store.listSupports(CREATOR)).items).toEqual([note(1)])
      // The hash in any case names the note.
      const upper = `0x${hashOf(1).slice(2).toUpperCase()}` as Hash
      expect(await store.setSupportHidden(CREATOR, 1, upper, true)).toEqual(note(1, { hidden: true }))
    })

    test("behavior: getSupport answers the creator's note, hidden or not, in any case of its hash; null otherwise", async () => {
      const { store, sibling } = await create()
      await store.attachNote(CREATOR, note(1))
      await store.attachNote(CREATOR, note(2, { hidden: true }))
      expect(await sibling.getSupport(CREATOR, 1, hashOf(1))).toEqual(note(1))
      expect(await sibling.getSupport(CREATOR, 1, hashOf(2))).toEqual(note(2, { hidden: true }))
      const upper = `0x${hashOf(1).slice(2).toUpperCase()}` as Hash
      expect(await store.getSupport(CREATOR, 1, upper)).toEqual(note(1))
      expect(await store.getSupport(OTHER, 1, hashOf(1))).toBeNull()
      expect(await store.getSupport(CREATOR, 5, hashOf(1))).toBeNull()
      expect(await store.getSupport(CREATOR, 1, hashOf(3))).toBeNull()
    })

    test('parameters: assetKey: getSupport answers the support in that asset of a transaction that paid in two', async () => {
      const { store, sibling } = await create()
      await store.attachNote(CREATOR, note(1))
      await store.attachNote(CREATOR, note(1, { asset: USDC, amount: '5000000' }))
      const usdcKey = USDC.address.toLowerCase()
      expect(await sibling.getSupport(CREATOR, 1, hashOf(1), 'native')).toEqual(note(1))
      expect(await sibling.getSupport(CREATOR, 1, hashOf(1), usdcKey)).toEqual(
        note(1, { asset: USDC, amount: '5000000' }),
      )
      // Without it, the transaction's first support (a receipt); an asset it did not pay in, none.
      expect(await sibling.getSupport(CREATOR, 1, hashOf(1))).toEqual(note(1))
      expect(await sibling.getSupport(CREATOR, 1, hashOf(2), 'native')).toBeNull()
      expect(await sibling.getSupport(CREATOR, 1, hashOf(1), '0x0000000000000000000000000000000000000001')).toBeNull()
    })

    test('behavior: totals per chain count hidden notes and sum wei beyond 2^64 exactly', async () => {
      const { store, sibling } = await create()
      const big = (2n ** 70n + 1n).toString()
      await store.attachNote(CREATOR, note(1, { amount: big }))
      await store.attachNote(CREATOR, note(2, { amount: big, hidden: true }))
      await store.attachNote(CREATOR, note(3, { chainId: 5, amount: '7' }))
      await store.attachNote(OTHER, note(4, { amount: '9' }))
      expect(await sibling.supportTotals(CREATOR)).toEqual([
        { chainId: 1, asset: ETH, count: 2, amount: (2n * (2n ** 70n + 1n)).toString() },
        { chainId: 5, asset: ETH, count: 1, amount: '7' },
      ])
      expect(await store.supportTotals('0x0000000000000000000000000000000000000001')).toEqual([])
    })

    test('behavior: a note keeps its asset; totals are per chain and asset, the native currency first', async () => {
      const { store, sibling } = await create()
      const lower = { ...USDC, address: USDC.address.toLowerCase() as `0x${string}` }
      await store.attachNote(CREATOR, note(1, { chainId: 8453, asset: USDC, amount: '5000000' }))
      await store.attachNote(CREATOR, note(2, { chainId: 8453, amount: '7' }))
      await store.attachNote(CREATOR, note(3, { chainId: 8453, asset: lower, amount: '2500000' }))
      await store.attachNote(CREATOR, note(4, { chainId: 1, asset: USDC, amount: '1' }))
      expect((await sibling.listSupports(CREATOR)).items.map((n) => n.asset)).toEqual([USDC, lower, ETH, USDC])
      expect(await sibling.supportTotals(CREATOR)).toEqual([
        { chainId: 1, asset: USDC, count: 1, amount: '1' },
        { chainId: 8453, asset: ETH, count: 1, amount: '7' },
        { chainId: 8453, asset: USDC, count: 2, amount: '7500000' },
      ])
    })

    test('parameters: a cursor no page handed out is refused', async () => {
      const { store } = await create()
      await expect(store.listSupports(CREATOR, { cursor: 'nonsense' })).rejects.toThrow('not a support cursor')
    })
  })
}
