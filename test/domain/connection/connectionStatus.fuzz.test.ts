import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { deriveConnectionStatus } from '../../../src/domain/connection/connectionStatus'
import { authStateArb, walletSessionArb } from './arbitraries'

describe('deriveConnectionStatus', () => {
  test('behavior: only a connected wallet is ever connected or unauthenticated', () => {
    fc.assert(
      fc.property(walletSessionArb, authStateArb, (wallet, auth) => {
        const status = deriveConnectionStatus(wallet, auth)
        if (wallet.status !== 'connected')
          expect(status).toBe(wallet.status === 'reconnecting' ? 'loading' : 'disconnected')
        else expect(['loading', 'unauthenticated', 'connected']).toContain(status)
      }),
    )
  })

  test('behavior: connected with sign-in means a session of exactly this account and chain', () => {
    fc.assert(
      fc.property(walletSessionArb, authStateArb, (wallet, auth) => {
        if (wallet.status !== 'connected' || auth.status === 'off') return
        const matches =
          auth.status === 'authenticated' &&
          auth.session.address.toLowerCase() === wallet.address.toLowerCase() &&
          auth.session.chainId === wallet.chain.id
        expect(deriveConnectionStatus(wallet, auth) === 'connected').toBe(matches)
      }),
    )
  })

  test('behavior: with sign-in off a connected wallet is connected', () => {
    fc.assert(
      fc.property(walletSessionArb, (wallet) => {
        fc.pre(wallet.status === 'connected')
        expect(deriveConnectionStatus(wallet, { status: 'off' })).toBe('connected')
      }),
    )
  })
})
