import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { addRecentWalletId, withRecents } from '../../../src/domain/wallets/recentWallets'
import { walletOption } from './walletOptionFixture'

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l')

describe('recentWallets (property)', () => {
  test('behavior: addRecentWalletId puts the id first, keeps ids unique and at most 10', () => {
    fc.assert(
      fc.property(fc.array(fc.array(id)), (sequence) => {
        let list: string[] = []
        for (const step of sequence.flat()) {
          list = addRecentWalletId(list, step)
          expect(list[0]).toBe(step)
          expect(new Set(list).size).toBe(list.length)
          expect(list.length).toBeLessThanOrEqual(10)
        }
      }),
    )
  })

  test('behavior: withRecents is a permutation with at most 3 recent wallets first, in recency order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(id), fc.array(id), (optionIds, recentIds) => {
        const options = optionIds.map((i) => walletOption({ id: i }))
        const result = withRecents(options, recentIds)
        expect(result.map((o) => o.id).sort()).toEqual([...optionIds].sort())
        const recent = result.filter((o) => o.recent)
        const expected = [...new Set(recentIds)].filter((r) => optionIds.includes(r)).slice(0, 3)
        expect(recent.map((o) => o.id)).toEqual(expected)
        expect(result.slice(0, recent.length)).toEqual(recent)
      }),
    )
  })
})
