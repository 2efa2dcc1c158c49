import { describe, expect, test } from 'vitest'
import {
  forgetLastWallet,
  LAST_WALLET_KEY,
  readLastWalletId,
  readRecentWalletIds,
  RECENT_WALLETS_KEY,
  rememberWallet,
} from '../../../src/domain/connection/walletStorage'
import { MemoryKeyValueStore } from '../../support/memoryKeyValueStore'

describe('walletStorage', () => {
  test('default: nothing stored', () => {
    const store = new MemoryKeyValueStore()
    expect(readLastWalletId(store)).toBeUndefined()
    expect(readRecentWalletIds(store)).toEqual([])
  })

  test('behavior: remember then forget keeps the recent list', () => {
    const store = new MemoryKeyValueStore()
    rememberWallet(store, 'a')
    rememberWallet(store, 'b')
    expect(readLastWalletId(store)).toBe('b')
    forgetLastWallet(store)
    expect(store.get(LAST_WALLET_KEY)).toBeUndefined()
    expect(readRecentWalletIds(store)).toEqual(['b', 'a'])
  })

  test('behavior: stored values are untrusted', () => {
    const store = new MemoryKeyValueStore()
    for (const bad of [0, '', 'x'.repeat(201), {}, [], true]) {
      store.plant(LAST_WALLET_KEY, bad)
      expect(readLastWalletId(store)).toBeUndefined()
    }
    store.plant(RECENT_WALLETS_KEY, ['a', 1, 'a', null, 'b', '', ...Array.from({ length: 20 }, (_, i) => `w${i}`)])
    expect(readRecentWalletIds(store)).toEqual(['a', 'b', 'w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'])
    store.plant(RECENT_WALLETS_KEY, 'a,b')
    expect(readRecentWalletIds(store)).toEqual([])
  })

  test('behavior: a full store loses nothing that was there and does not throw', () => {
    const store = new MemoryKeyValueStore()
    rememberWallet(store, 'a')
    store.failWrites = true
    expect(() => rememberWallet(store, 'b')).not.toThrow()
    expect(readLastWalletId(store)).toBe('a')
  })
})
