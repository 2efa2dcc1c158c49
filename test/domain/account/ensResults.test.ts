import { describe, expect, test } from 'vitest'
import { isEnsAddress, isEnsText } from '../../../src/domain/account/ensResults'

describe('isEnsText', () => {
  test('default: a name or avatar URL, or null (no record)', () => {
    expect(isEnsText('creator.eth')).toBe(true)
    expect(isEnsText('https://example.com/a.png')).toBe(true)
    expect(isEnsText(null)).toBe(true)
  })

  test('parameters: anything else', () => {
    for (const value of [undefined, 42, true, {}, ['creator.eth'], { name: 'creator.eth' }])
      expect(isEnsText(value)).toBe(false)
  })
})

describe('isEnsAddress', () => {
  test('default: an address (any case), or null (no record)', () => {
    expect(isEnsAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
    expect(isEnsAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true)
    expect(isEnsAddress(null)).toBe(true)
  })

  test('parameters: anything else', () => {
    for (const value of [undefined, '', '0x12', 'creator.eth', 42, {}, `0x${'g'.repeat(40)}`])
      expect(isEnsAddress(value)).toBe(false)
  })
})
