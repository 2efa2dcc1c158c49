import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { groupWallets, RECENT_GROUP } from '../../../src/domain/wallets/groupWallets'
import { MAX_RECENT_SHOWN, withRecents } from '../../../src/domain/wallets/recentWallets'
import { walletOption, walletOptionArb } from './walletOptionFixture'

/** A directory's options: unique ids, curated groups and announced wallets the list does not know (group index 0). */
const directoryArb = fc.uniqueArray(
  fc.oneof(
    walletOptionArb,
    fc
      .constantFrom('io.rabby', 'app.phantom', 'com.okex.wallet')
      .map((id) => walletOption({ id, groupName: 'Installed', groupIndex: 0 })),
  ),
  { selector: (option) => option.id, maxLength: 12 },
)
const recentIdsArb = fc.array(
  fc.constantFrom('injected', 'rainbow', 'coinbase', 'metaMask', 'trust', 'io.rabby', 'app.phantom', 'gone'),
  { maxLength: 6 },
)

describe('groupWallets (property)', () => {
  test('behavior: a stable partition by group name, ordered by group index, the recent wallets first in their own group', () => {
    fc.assert(
      fc.property(fc.array(walletOptionArb, { maxLength: 15 }), (options) => {
        const groups = groupWallets(options)
        const flat = groups.flatMap((g) => g.wallets)
        expect(flat).toHaveLength(options.length)
        expect(new Set(flat)).toEqual(new Set(options))
        expect(new Set(groups.map((g) => g.groupName)).size).toBe(groups.length)
        const recent = options.filter((o) => o.recent === true)
        expect(flat.slice(0, recent.length)).toEqual(recent)
        if (recent.length > 0) expect(groups[0]?.groupName).toBe(RECENT_GROUP)
        // Stable sort by group index: the rest is options sorted by (groupIndex, original position).
        const rest = options.filter((o) => o.recent !== true)
        const sorted = rest
          .map((o, i) => [o, i] as const)
          .sort((a, b) => a[0].groupIndex - b[0].groupIndex || a[1] - b[1])
          .map(([o]) => o)
        for (const group of groups) {
          const wallets = group.groupName === RECENT_GROUP ? group.wallets.slice(recent.length) : group.wallets
          expect(wallets).toEqual(sorted.filter((o) => o.groupName === group.groupName))
        }
      }),
    )
  })

  test('behavior: the list shows up to 3 recent wallets first, in recency order, whatever their groups; each wallet once', () => {
    fc.assert(
      fc.property(directoryArb, recentIdsArb, (options, recentIds) => {
        const flat = groupWallets(withRecents(options, recentIds)).flatMap((g) => g.wallets)
        const ids = options.map((o) => o.id)
        const present = [...new Set(recentIds)].filter((id) => ids.includes(id))
        const shown = Math.min(MAX_RECENT_SHOWN, present.length)
        expect(flat.slice(0, shown).map((o) => o.id)).toEqual(present.slice(0, shown))
        expect(flat.slice(0, shown).every((o) => o.recent === true)).toBe(true)
        expect(flat.slice(shown).some((o) => o.recent)).toBe(false)
        expect(flat.map((o) => o.id).sort()).toEqual([...ids].sort())
      }),
    )
  })
})
