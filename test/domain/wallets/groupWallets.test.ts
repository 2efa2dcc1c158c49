import { describe, expect, test } from 'vitest'
import { POPULAR_GROUP, POPULAR_ORDER, RECENT_GROUP, groupWallets } from '../../../src/domain/wallets/groupWallets'
import { withRecents } from '../../../src/domain/wallets/recentWallets'
import { walletOption } from './walletOptionFixture'

describe('groupWallets', () => {
  test('default: empty list, no groups', () => {
    expect(groupWallets([])).toEqual([])
  })

  test('behavior: groups by name, ordered by group index, stable inside a group', () => {
    const options = [
      walletOption({ id: 'ledger', groupName: 'More', groupIndex: 2 }),
      walletOption({ id: 'rainbow', groupName: 'Popular', groupIndex: 1 }),
      walletOption({ id: 'trust', groupName: 'More', groupIndex: 2 }),
      walletOption({ id: 'coinbase', groupName: 'Popular', groupIndex: 1 }),
    ]
    expect(groupWallets(options).map((g) => [g.groupName, g.wallets.map((w) => w.id)])).toEqual([
      ['Popular', ['rainbow', 'coinbase']],
      ['More', ['ledger', 'trust']],
    ])
  })

  test('behavior: recent wallets come first in a "Recent" group, ahead of a group with a lower index', () => {
    const options = [
      walletOption({ id: 'rainbow', groupName: 'Popular', groupIndex: 1 }),
      walletOption({ id: 'coinbase', groupName: 'Popular', groupIndex: 1 }),
      walletOption({ id: 'metaMask', groupName: 'Popular', groupIndex: 1 }),
      // An announced wallet the curated list does not know: group "Installed", index 0.
      walletOption({ id: 'io.rabby', groupName: 'Installed', groupIndex: 0 }),
    ]
    const groups = groupWallets(withRecents(options, ['coinbase', 'gone', 'io.rabby']))
    expect(groups.map((g) => [g.groupName, g.wallets.map((w) => w.id)])).toEqual([
      ['Recent', ['coinbase', 'io.rabby']],
      ['Popular', ['rainbow', 'metaMask']],
    ])
    expect(RECENT_GROUP).toBe('Recent')
    // Still tagged: each entry shows its "Recent" tag (product rules: "Wallet list"), on mobile too, where there are no
    // groups.
    expect(groups[0]?.wallets.every((w) => w.recent)).toBe(true)
  })

  test('behavior: the popular group and its order (product rules: "Popular wallets")', () => {
    expect(POPULAR_GROUP).toBe('Popular')
    expect(POPULAR_ORDER).toEqual(['injected', 'rainbow', 'coinbase', 'metaMask', 'walletConnect', 'brave'])
  })
})
