import { describe, expect, test } from 'vitest'
import { sameSession } from '../../../src/domain/auth/session'
import type { Address } from '../../../src/domain/shared/hex'

const ALICE = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address, chainId: 1 }

describe('sameSession', () => {
  test('default', () => {
    expect(sameSession(ALICE, { ...ALICE })).toBe(true)
  })

  test.each([
    ['the address in lower case', { ...ALICE, address: ALICE.address.toLowerCase() as Address }, true],
    ['another address', { ...ALICE, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address }, false],
    ['another chain', { ...ALICE, chainId: 5 }, false],
    ['no session', null, false],
  ])('parameters: %s', (_, other, expected) => {
    expect(sameSession(ALICE, other)).toBe(expected)
  })
})
