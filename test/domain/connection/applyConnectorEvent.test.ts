import { describe, expect, test } from 'vitest'
import { applyConnectorEvent } from '../../../src/domain/connection/applyConnectorEvent'
import type { WalletSession } from '../../../src/domain/connection/walletSession'
import { BaseError } from '../../../src/domain/errors/baseError'
import { ALICE, BOB, CONFIGURED_CHAINS } from './testChains'

const connected: WalletSession = {
  status: 'connected',
  walletId: 'metaMask',
  address: ALICE,
  chain: { id: 1, unsupported: false },
  canSwitchChain: true,
}
const apply = (session: WalletSession, event: Parameters<typeof applyConnectorEvent>[1]) =>
  applyConnectorEvent(session, event, CONFIGURED_CHAINS)

describe('applyConnectorEvent', () => {
  test('default: the pairing uri is kept while connecting', () => {
    expect(apply({ status: 'connecting', walletId: 'wc' }, { type: 'message', uri: 'wc:1@2' })).toEqual({
      status: 'connecting',
      walletId: 'wc',
      uri: 'wc:1@2',
    })
  })

  test('behavior: account and chain changes, with the unsupported flag recomputed', () => {
    expect(apply(connected, { type: 'change', accounts: [BOB] })).toMatchObject({ address: BOB, chain: { id: 1 } })
    expect(apply(connected, { type: 'change', chain: { id: 5, unsupported: true } })).toMatchObject({
      chain: { id: 5, unsupported: false },
    })
    expect(apply(connected, { type: 'change', chain: { id: 42, unsupported: false } })).toMatchObject({
      chain: { id: 42, unsupported: true },
    })
  })

  test('behavior: an empty account list or a disconnect event disconnects', () => {
    expect(apply(connected, { type: 'change', accounts: [] })).toEqual({ status: 'disconnected' })
    expect(apply(connected, { type: 'disconnect' })).toEqual({ status: 'disconnected' })
  })

  test('behavior: reaching the chain being switched to ends the switch and drops an old switch error', () => {
    const switchError = new BaseError('x', { code: 'switch-chain' })
    const switching: WalletSession = { ...connected, switching: { chainId: 5, request: 1 }, switchError }
    expect(apply(switching, { type: 'change', chain: { id: 5, unsupported: false } })).toEqual({
      ...connected,
      chain: { id: 5, unsupported: false },
    })
  })

  test('behavior: a change to any other chain ends the pending switch too (the wallet chose; the request is moot)', () => {
    const switching: WalletSession = { ...connected, switching: { chainId: 5, request: 1 } }
    expect(apply(switching, { type: 'change', chain: { id: 10, unsupported: false } })).toEqual({
      ...connected,
      chain: { id: 10, unsupported: true },
    })
    expect(apply(switching, { type: 'connect', accounts: [ALICE], chain: { id: 31337, unsupported: false } })).toEqual({
      ...connected,
      chain: { id: 31337, unsupported: true },
    })
  })

  test('behavior: an event that does not move the chain keeps the pending switch (the wallet has not answered)', () => {
    const switching: WalletSession = { ...connected, switching: { chainId: 5, request: 1 } }
    expect(apply(switching, { type: 'change', chain: { id: 1, unsupported: false } })).toBe(switching)
    expect(apply(switching, { type: 'change', accounts: [BOB] })).toEqual({ ...switching, address: BOB })
  })

  test('behavior: what does not apply keeps the reference', () => {
    expect(apply(connected, { type: 'change', accounts: [ALICE], chain: { id: 1, unsupported: true } })).toBe(connected)
    expect(apply(connected, { type: 'connecting' })).toBe(connected)
    expect(apply(connected, { type: 'message', uri: 'wc:1' })).toBe(connected)
    const disconnected: WalletSession = { status: 'disconnected' }
    for (const event of [
      { type: 'disconnect' },
      { type: 'change', accounts: [BOB] },
      { type: 'connect', accounts: [BOB], chain: { id: 1, unsupported: false } },
    ] as const) {
      expect(apply(disconnected, event)).toBe(disconnected)
    }
    const connecting: WalletSession = { status: 'connecting', walletId: 'wc', uri: 'wc:1' }
    expect(apply(connecting, { type: 'message', uri: 'wc:1' })).toBe(connecting)
    expect(apply(connecting, { type: 'disconnect' })).toBe(connecting)
  })
})
