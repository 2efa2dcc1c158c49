import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { groupWallets } from '../../../src/domain/wallets/groupWallets'
import { walletOptionArb } from './walletOptionFixture'

describe('groupWallets (property)', () => {
  test('behavior: a stable partition by group name, ordered by group index', () => {
    fc.assert(fc.property(fc.array(walletOptionArb, { maxLength: 15 }), (options) => {
      const groups = groupWallets(options)
      const flat = groups.flatMap((g) => g.wallets)
      expect(flat).toHaveLength(options.length)
      expect(new Set(flat)).toEqual(new Set(options))
      expect(new Set(groups.map((g) => g.groupName)).size).toBe(groups.length)
      for (const group of groups) {
        expect(group.wallets.every((w) => w.groupName === group.groupName)).toBe(true)
      }
      // Stable sort by group index: the flattened sequence is options sorted by (groupIndex, original position).
      const sorted = [...options].map((o, i) => [o, i] as const).sort((a, b) => a[0].groupIndex - b[0].groupIndex || a[1] - b[1]).map(([o]) => o)
      for (const group of groups) {
        expect(group.wallets).toEqual(sorted.filter((o) => o.groupName === group.groupName))
      }
    }))
  })
})
