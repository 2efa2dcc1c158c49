import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { shortenAddress } from '../../../src/domain/account/shortenAddress'

describe('shortenAddress (property)', () => {
  test('behavior: keeps first 4 and last 4, or the whole short string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const short = shortenAddress(text)
        if (text.length < 8) expect(short).toBe(text)
        else expect(short).toBe(`${text.slice(0, 4)}…${text.slice(-4)}`)
      }),
    )
  })

  test('behavior: an address becomes 0x + 2 hex, ellipsis, 4 hex', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0x[0-9a-fA-F]{40}$/), (address) => {
        expect(shortenAddress(address)).toMatch(/^0x[0-9a-fA-F]{2}…[0-9a-fA-F]{4}$/)
      }),
    )
  })
})
