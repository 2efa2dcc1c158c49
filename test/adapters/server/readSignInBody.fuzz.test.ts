import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readSignInBody } from '../../../src/adapters/server/readSignInBody'

describe('readSignInBody', () => {
  test('behavior: any text gives a body or a problem, never a throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = readSignInBody('application/json', text)
        expect('problem' in result || ('message' in result && 'signature' in result)).toBe(true)
      }),
    )
  })

  test('behavior: any JSON value is accepted exactly when it has a non-empty message and hex-bytes signature', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = readSignInBody('application/json', JSON.stringify(value))
        const v = value as { message?: unknown; signature?: unknown } | null
        const valid =
          typeof v === 'object' &&
          v !== null &&
          !Array.isArray(v) &&
          typeof v.message === 'string' &&
          v.message !== '' &&
          typeof v.signature === 'string' &&
          /^0x(?:[0-9a-fA-F]{2})+$/.test(v.signature)
        expect('problem' in result).toBe(!valid)
      }),
    )
  })

  test('behavior: well-formed bodies are read back unchanged', () => {
    const hexBytes = fc.uint8Array({ minLength: 1, maxLength: 100 }).map((b) => `0x${Buffer.from(b).toString('hex')}`)
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), hexBytes, (message, signature) => {
        expect(readSignInBody('application/json', JSON.stringify({ message, signature }))).toEqual({
          message,
          signature,
        })
      }),
    )
  })
})
