import { describe, expect, test } from 'vitest'
import { isHexColour, validateWalletOption } from '../../../src/domain/wallets/validateWalletOption'
import { hasCode } from '../../../src/domain/errors/baseError'
import { walletOption } from './walletOptionFixture'

describe('isHexColour', () => {
  test('behavior: 3 or 6 hex digits after #, any case', () => {
    for (const ok of ['#fff', '#FFF', '#f6851a', '#0052FF']) expect(isHexColour(ok)).toBe(true)
    for (const bad of ['fff', '#ffff', '#ggg', '#f6851a0', 'red', 'rgb(0,0,0)', '', ' #fff', undefined, 123])
      expect(isHexColour(bad)).toBe(false)
  })
})

describe('validateWalletOption', () => {
  test('default: a valid option is returned unchanged', () => {
    const option = walletOption({ id: 'metaMask', name: 'MetaMask', iconAccent: '#f6851a' })
    expect(validateWalletOption(option)).toBe(option)
    const withoutAccent = walletOption({ id: 'x' })
    expect(validateWalletOption(withoutAccent)).toBe(withoutAccent)
  })

  test("behavior: a non-hex iconAccent is an invalid-wallet error with RainbowKit's message", () => {
    const option = walletOption({ id: 'foo', name: 'Foo Wallet', iconAccent: 'blue' })
    expect(() => validateWalletOption(option)).toThrow(
      'Property `iconAccent` is not a hex value for wallet: Foo Wallet',
    )
    try {
      validateWalletOption(option)
    } catch (err) {
      expect(hasCode(err, 'invalid-wallet')).toBe(true)
    }
  })

  test('behavior: an empty iconAccent is invalid too', () => {
    expect(() => validateWalletOption(walletOption({ id: 'x', name: 'X', iconAccent: '' }))).toThrow('for wallet: X')
  })
})
