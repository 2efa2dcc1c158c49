import { describe, expect, test } from 'vitest'
import { shortenAddress } from '../../../src/domain/account/shortenAddress'

describe('shortenAddress', () => {
  test('default: first 4 and last 4 characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…2266')
  })

  test('behavior: short strings are unchanged', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234')
    expect(shortenAddress('')).toBe('')
    expect(shortenAddress('0x12345')).toBe('0x12345')
    expect(shortenAddress('0x123456')).toBe('0x12…3456')
  })
})
