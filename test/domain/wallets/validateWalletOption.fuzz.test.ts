import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { isHexColour, validateWalletOption } from '../../../src/domain/wallets/validateWalletOption'
import { BaseError } from '../../../src/domain/errors/baseError'

const hexDigits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: n, maxLength: n })

describe('validateWalletOption (property)', () => {
  test('behavior: every 3- or 6-digit hex colour is accepted', () => {
    fc.assert(
      fc.property(fc.oneof(hexDigits(3), hexDigits(6)), fc.string(), (digits, name) => {
        expect(isHexColour(`#${digits}`)).toBe(true)
        expect(validateWalletOption({ name, iconAccent: `#${digits}` }).iconAccent).toBe(`#${digits}`)
      }),
    )
  })

  test('behavior: throws exactly for a present, non-hex accent, with the wallet name in the message', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 10 }), (name, accent) => {
        const valid = /^#([0-9a-f]{3}){1,2}$/i.test(accent)
        try {
          validateWalletOption({ name, iconAccent: accent })
          expect(valid).toBe(true)
        } catch (err) {
          expect(valid).toBe(false)
          expect(err).toBeInstanceOf(BaseError)
          expect((err as BaseError).message).toBe(`Property \`iconAccent\` is not a hex value for wallet: ${name}`)
        }
      }),
    )
  })
})
