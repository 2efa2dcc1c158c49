import { describe, expect, test } from 'vitest'
import {
  MAX_RECENT_SHOWN,
  MAX_RECENT_STORED,
  addRecentWalletId,
  parseRecentWalletIds,
  withRecents,
} from '../../../src/domain/wallets/recentWallets'
import { walletOption } from './walletOptionFixture'

describe('addRecentWalletId', () => {
  test('default: the new id goes first', () => {
    expect(addRecentWalletId([], 'rainbow')).toEqual(['rainbow'])
    expect(addRecentWalletId(['rainbow'], 'metaMask')).toEqual(['metaMask', 'rainbow'])
  })

  test('behavior: deduplicated and bounded to 10', () => {
    expect(addRecentWalletId(['rainbow', 'metaMask'], 'metaMask')).toEqual(['metaMask', 'rainbow'])
    const many = Array.from({ length: 12 }, (_, i) => `w${i}`)
    expect(addRecentWalletId(many, 'new')).toEqual(['new', ...many.slice(0, 9)])
    expect(MAX_RECENT_STORED).toBe(10)
  })
})

describe('parseRecentWalletIds', () => {
  test('behavior: tolerant of anything stored', () => {
    expect(parseRecentWalletIds(['a', 1, 'b', 'a', null, ''])).toEqual(['a', 'b'])
    expect(parseRecentWalletIds('a')).toEqual([])
    expect(parseRecentWalletIds(undefined)).toEqual([])
  })
})

describe('withRecents', () => {
  const options = ['injected', 'rainbow', 'coinbase', 'metaMask', 'walletConnect'].map((id) => walletOption({ id }))

  test('default: no recents, order kept, all marked not recent', () => {
    const result = withRecents(options, [])
    expect(result.map((o) => o.id)).toEqual(['injected', 'rainbow', 'coinbase', 'metaMask', 'walletConnect'])
    expect(result.every((o) => o.recent === false)).toBe(true)
  })

  test('behavior: up to 3 recent wallets first, in recency order', () => {
    const result = withRecents(options, ['walletConnect', 'gone', 'metaMask', 'rainbow', 'coinbase'])
    expect(result.map((o) => [o.id, o.recent])).toEqual([
      ['walletConnect', true],
      ['metaMask', true],
      ['rainbow', true],
      ['injected', false],
      ['coinbase', false],
    ])
    expect(MAX_RECENT_SHOWN).toBe(3)
  })

  test('behavior: a stale recent flag is cleared; unchanged options keep their reference', () => {
    const stale = walletOption({ id: 'rainbow', recent: true })
    const plain = walletOption({ id: 'trust', recent: false })
    const result = withRecents([stale, plain], [])
    expect(result[0]?.recent).toBe(false)
    expect(result[1]).toBe(plain)
  })
})
