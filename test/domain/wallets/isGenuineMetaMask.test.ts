import { describe, expect, test } from 'vitest'
import { isGenuineMetaMask } from '../../../src/domain/wallets/isGenuineMetaMask'

describe('isGenuineMetaMask', () => {
  test('default: a provider with only isMetaMask is genuine', () => {
    expect(isGenuineMetaMask({ isMetaMask: true })).toBe(true)
  })

  test('behavior: Brave, TokenPocket and Tokenary are not MetaMask (product rules: "Wallet visibility")', () => {
    expect(isGenuineMetaMask({ isMetaMask: true, isBraveWallet: true })).toBe(false)
    expect(isGenuineMetaMask({ isMetaMask: true, isTokenPocket: true })).toBe(false)
    expect(isGenuineMetaMask({ isMetaMask: true, isTokenary: true })).toBe(false)
  })

  test('behavior: other known impostors are excluded', () => {
    for (const flag of [
      'isApexWallet',
      'isAvalanche',
      'isBitKeep',
      'isBlockWallet',
      'isMathWallet',
      'isOkxWallet',
      'isOneInchIOSWallet',
      'isRabby',
      'isCoinbaseWallet',
    ]) {
      expect(isGenuineMetaMask({ isMetaMask: true, [flag]: true })).toBe(false)
    }
  })

  test('behavior: no provider or no isMetaMask flag is not MetaMask; false flags do not exclude', () => {
    expect(isGenuineMetaMask(undefined)).toBe(false)
    expect(isGenuineMetaMask(null)).toBe(false)
    expect(isGenuineMetaMask({})).toBe(false)
    expect(isGenuineMetaMask({ isMetaMask: false })).toBe(false)
    expect(isGenuineMetaMask({ isMetaMask: true, isBraveWallet: false, isTokenary: undefined })).toBe(true)
  })
})
