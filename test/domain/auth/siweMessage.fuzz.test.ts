import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { hasCode } from '../../../src/domain/errors/baseError'
import { buildSiweMessage, parseSiweMessage } from '../../../src/domain/auth/siweMessage'
import { siweFieldsArb } from '../../support/siweArbitraries'

const options = { checksumAddress: getAddress }

function parseOrError(text: string): ReturnType<typeof parseSiweMessage> | { error: unknown } {
  try {
    return parseSiweMessage(text, options)
  } catch (error) {
    return { error }
  }
}

describe('siweMessage', () => {
  test('behavior: every valid field object builds a message that parses back to it', () => {
    fc.assert(
      fc.property(siweFieldsArb, (fields) => {
        expect(parseSiweMessage(buildSiweMessage(fields, options), options)).toEqual(fields)
      }),
    )
  })

  test('behavior: arbitrary text is rejected with invalid-siwe-message, never another error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = parseOrError(text)
        return 'error' in result && hasCode(result.error, 'invalid-siwe-message')
      }),
    )
  })

  test('behavior: an edited message is either rejected or read exactly as written', () => {
    const edit = fc.record({ at: fc.nat(), remove: fc.nat({ max: 3 }), insert: fc.string({ maxLength: 3 }) })
    fc.assert(
      fc.property(siweFieldsArb, edit, (fields, { at, remove, insert }) => {
        const text = buildSiweMessage(fields, options)
        const i = at % (text.length + 1)
        const edited = text.slice(0, i) + insert + text.slice(i + remove)
        const result = parseOrError(edited)
        if ('error' in result) {
          expect(hasCode(result.error, 'invalid-siwe-message')).toBe(true)
        } else if (!/\nChain ID: 0\d/.test(edited)) {
          // Chain ID allows leading zeros (1*DIGIT), the only spelling the builder normalises.
          expect(buildSiweMessage(result, options)).toBe(edited)
        }
      }),
    )
  })
})
