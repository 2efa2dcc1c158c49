import { describe, expect, test } from 'vitest'
import { sessionEvent } from '../../../src/domain/connection/sessionEvent'
import type { WalletSession } from '../../../src/domain/connection/walletSession'
import { ALICE, BOB } from './testChains'

const connected: WalletSession = {
  status: 'connected',
  walletId: 'metaMask',
  address: ALICE,
  chain: { id: 1, unsupported: false },
  canSwitchChain: true,
}

describe('sessionEvent', () => {
  test('default: connecting to connected is a connect, connected to disconnected a disconnect', () => {
    expect(sessionEvent({ status: 'connecting', walletId: 'metaMask' }, connected)).toBe('connect')
    expect(sessionEvent({ status: 'reconnecting' }, connected)).toBe('connect')
    expect(sessionEvent(connected, { status: 'disconnected' })).toBe('disconnect')
    expect(sessionEvent(connected, { status: 'connecting', walletId: 'rainbow' })).toBe('disconnect')
  })

  test('behavior: account and chain changes, and progress while not connected, are no event', () => {
    expect(sessionEvent(connected, { ...connected, address: BOB })).toBeUndefined()
    expect(sessionEvent(connected, { ...connected, chain: { id: 5, unsupported: false } })).toBeUndefined()
    expect(sessionEvent({ status: 'disconnected' }, { status: 'connecting', walletId: 'metaMask' })).toBeUndefined()
  })
})
