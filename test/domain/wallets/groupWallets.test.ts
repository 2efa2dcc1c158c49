import { describe, expect, test } from 'vitest'
import { POPULAR_GROUP, POPULAR_ORDER, groupWallets } from '../../../src/domain/wallets/groupWallets'
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

  test('behavior: the popular group and its order (SPEC 2)', () => {
    expect(POPULAR_GROUP).toBe('Popular')
    expect(POPULAR_ORDER).toEqual(['injected', 'rainbow', 'coinbase', 'metaMask', 'walletConnect', 'brave'])
  })
})
