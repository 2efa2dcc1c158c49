import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { sessionEvent } from '../../../src/domain/connection/sessionEvent'
import { walletSessionArb } from './arbitraries'

describe('sessionEvent (property)', () => {
  test('behavior: an event exactly when being connected changes, and it says which way', () => {
    fc.assert(
      fc.property(walletSessionArb, walletSessionArb, (before, after) => {
        const was = before.status === 'connected'
        const is = after.status === 'connected'
        expect(sessionEvent(before, after)).toBe(was === is ? undefined : is ? 'connect' : 'disconnect')
      }),
    )
  })
})
