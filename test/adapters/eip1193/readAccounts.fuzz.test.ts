import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { readAccounts } from '../../../src/adapters/eip1193/readAccounts'
import { hasCode } from '../../../src/domain/errors/baseError'

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${Buffer.from(b).toString('hex')}`)

describe('readAccounts (property)', () => {
  test('behavior: a list keeps exactly its addresses, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(address, fc.anything())), (list) => {
        const expected = list.filter((x) => typeof x === 'string' && /^0x[0-9a-fA-F]{40}$/.test(x))
        expect(readAccounts(list)).toEqual(expected)
      }),
    )
  })

  test('behavior: anything that is not a list is a connect-failed error, never another throw', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((x) => !Array.isArray(x)),
        (value) => {
          let caught: unknown
          try {
            readAccounts(value)
          } catch (err) {
            caught = err
          }
          expect(hasCode(caught, 'connect-failed')).toBe(true)
        },
      ),
    )
  })
})
