import { describe, expect, test } from 'vitest'
import type { AuthState } from '../../../src/domain/auth/authStatus'
import { deriveConnectionStatus } from '../../../src/domain/connection/connectionStatus'
import type { WalletSession } from '../../../src/domain/connection/walletSession'
import { ALICE, BOB } from './testChains'

const connected: WalletSession = {
  status: 'connected',
  walletId: 'metaMask',
  address: ALICE,
  chain: { id: 1, unsupported: false },
  canSwitchChain: true,
}
const signedIn = (address: `0x${string}`, chainId: number): AuthState => ({
  status: 'authenticated',
  session: { address, chainId },
})

describe('deriveConnectionStatus', () => {
  test('default: reconnecting is loading whatever the sign-in side says', () => {
    expect(deriveConnectionStatus({ status: 'reconnecting' }, { status: 'off' })).toBe('loading')
    expect(deriveConnectionStatus({ status: 'reconnecting' }, { status: 'unauthenticated' })).toBe('loading')
  })

  test('behavior: not connected (connecting included) is disconnected', () => {
    expect(deriveConnectionStatus({ status: 'disconnected' }, { status: 'loading' })).toBe('disconnected')
    expect(deriveConnectionStatus({ status: 'connecting', walletId: 'metaMask' }, signedIn(ALICE, 1))).toBe(
      'disconnected',
    )
  })

  test('behavior: connected follows the sign-in side', () => {
    expect(deriveConnectionStatus(connected, { status: 'off' })).toBe('connected')
    expect(deriveConnectionStatus(connected, { status: 'loading' })).toBe('loading')
    expect(deriveConnectionStatus(connected, { status: 'unauthenticated' })).toBe('unauthenticated')
    expect(deriveConnectionStatus(connected, signedIn(ALICE, 1))).toBe('connected')
  })

  test('behavior: the session address is compared without case', () => {
    expect(deriveConnectionStatus(connected, signedIn(ALICE.toLowerCase() as `0x${string}`, 1))).toBe('connected')
  })

  test('behavior: a session of another account or chain counts as unauthenticated', () => {
    expect(deriveConnectionStatus(connected, signedIn(BOB, 1))).toBe('unauthenticated')
    expect(deriveConnectionStatus(connected, signedIn(ALICE, 5))).toBe('unauthenticated')
  })
})
