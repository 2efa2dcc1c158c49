import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { addressAvatar } from '../../../src/ui/connect/addressAvatar'

const address = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/)

describe('addressAvatar', () => {
  test('behavior: the same address gives the same gradient, whatever the letter case', () => {
    fc.assert(
      fc.property(address, (a) => {
        const avatar = addressAvatar(a)
        expect(addressAvatar(a.toUpperCase().replace('0X', '0x'))).toEqual(avatar)
        expect(avatar.background).toMatch(/^linear-gradient\(\d{1,3}deg, hsl\(\d+ 85% 60%\), hsl\(\d+ 80% 45%\)\)$/)
      }),
    )
  })

  test('behavior: addresses are told apart (not all the same colours)', () => {
    const seen = new Set(
      ['0x1', '0x2', '0x3', '0x4', '0x5', '0x6', '0x7', '0x8'].map((a) => addressAvatar(a).background),
    )
    expect(seen.size).toBeGreaterThan(4)
  })
})
