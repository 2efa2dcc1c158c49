import { creators } from '../../../src/ui/i18n/en/creators'
import { describe, expect, test } from 'vitest'
import { creatorLookup } from '../../../src/domain/creators/creatorLookup'
import { BaseError } from '../../../src/domain/errors/baseError'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const NAME = { kind: 'name', name: 'creator.eth' } as const

describe('creatorLookup', () => {
  test('default: an address is found at once, whatever the ENS lookup says', () => {
    expect(creatorLookup({ kind: 'address', address: ADDRESS }, { status: 'pending' })).toEqual({
      status: 'found',
      address: ADDRESS,
    })
  })

  test('behavior: invalid input stays invalid', () => {
    expect(creatorLookup({ kind: 'invalid', input: 'x' }, { status: 'pending' })).toEqual({ status: 'invalid' })
  })

  test('behavior: a name resolves, is not found, or fails', () => {
    expect(creatorLookup(NAME, { status: 'pending' })).toEqual({ status: 'resolving', name: 'creator.eth' })
    expect(creatorLookup(NAME, { status: 'success', address: ADDRESS })).toEqual({
      status: 'found',
      address: ADDRESS,
      name: 'creator.eth',
    })
    expect(creatorLookup(NAME, { status: 'success', address: null })).toEqual({
      status: 'not-found',
      name: 'creator.eth',
    })
    const down = new BaseError('RPC unavailable', { code: 'rpc-unavailable' })
    expect(creatorLookup(NAME, { status: 'error', error: down })).toEqual({ status: 'error', name: 'creator.eth' })
  })

  test('behavior: a name the reader cannot normalise is invalid input, not a failed lookup', () => {
    const invalid = new BaseError('Invalid ENS name', { code: 'invalid-ens-name' })
    expect(creatorLookup(NAME, { status: 'error', error: invalid })).toEqual({ status: 'invalid' })
  })

  test('behavior: the messages are pinned', () => {
    expect(creators['creators.page.notFound']).toBe('No address is registered for {name}.')
    expect(creators['creators.page.lookupFailed']).toBe('Could not look up {name} right now.')
  })
})
