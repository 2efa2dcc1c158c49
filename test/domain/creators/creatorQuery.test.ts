import { creators } from '../../../src/ui/i18n/en/creators'
import { describe, expect, test } from 'vitest'
import { parseCreatorQuery } from '../../../src/domain/creators/creatorQuery'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseCreatorQuery', () => {
  test('default: an address is an address, kept as written', () => {
    expect(parseCreatorQuery(ADDRESS)).toEqual({ kind: 'address', address: ADDRESS })
    expect(parseCreatorQuery(ADDRESS.toLowerCase())).toEqual({ kind: 'address', address: ADDRESS.toLowerCase() })
  })

  test('behavior: a dotted name is looked up, lower-cased', () => {
    expect(parseCreatorQuery('vitalik.eth')).toEqual({ kind: 'name', name: 'vitalik.eth' })
    expect(parseCreatorQuery('Nick.ETH')).toEqual({ kind: 'name', name: 'nick.eth' })
    expect(parseCreatorQuery('sub.domain.eth')).toEqual({ kind: 'name', name: 'sub.domain.eth' })
    expect(parseCreatorQuery('🦄.eth')).toEqual({ kind: 'name', name: '🦄.eth' })
  })

  test('behavior: garbage is invalid', () => {
    for (const input of [
      '',
      'hello',
      '0x123',
      `${ADDRESS}0`,
      '0xZZ997970C51812dc3A010C7d01b50e0d17dc79C8',
      'a..eth',
      '.eth',
      'eth.',
      'a b.eth',
      'a/b.eth',
      '<script>.eth',
      `${'a'.repeat(64)}.eth`,
      `${'a.'.repeat(130)}eth`,
    ]) {
      expect(parseCreatorQuery(input), input).toEqual({ kind: 'invalid', input })
    }
  })

  test('behavior: the invalid message is pinned', () => {
    expect(creators['creators.query.invalid']).toBe('This is not a valid address or ENS name.')
  })
})
