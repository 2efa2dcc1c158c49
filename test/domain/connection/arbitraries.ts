import fc from 'fast-check'
import type { AuthState } from '../../../src/domain/auth/authStatus'
import type { WalletSession } from '../../../src/domain/connection/walletSession'
import { BaseError } from '../../../src/domain/errors/baseError'
import type { Address } from '../../../src/domain/shared/hex'

export const addressArb: fc.Arbitrary<Address> = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as Address)
  .chain((a) => fc.constantFrom(a, a.toUpperCase().replace('0X', '0x') as Address))

export const chainIdArb = fc.oneof(fc.constantFrom(1, 5), fc.integer({ min: 1, max: 100_000 }))

export const walletSessionArb: fc.Arbitrary<WalletSession> = fc.oneof(
  fc.constant({ status: 'reconnecting' } as const),
  fc.record({
    status: fc.constant('disconnected' as const),
    error: fc.option(fc.constant(new BaseError('x', { code: 'unknown' })), { nil: undefined }),
    waitingForWallet: fc.option(fc.constant(true as const), { nil: undefined }),
  }),
  fc.record({
    status: fc.constant('connecting' as const),
    walletId: fc.string(),
    uri: fc.option(fc.webUrl(), { nil: undefined }),
  }),
  fc.record({
    status: fc.constant('connected' as const),
    walletId: fc.string(),
    address: addressArb,
    chain: fc.record({ id: chainIdArb, unsupported: fc.boolean() }),
    canSwitchChain: fc.boolean(),
    switching: fc.option(fc.record({ chainId: chainIdArb, request: fc.nat() }), { nil: undefined }),
  }),
)

export const authStateArb: fc.Arbitrary<AuthState> = fc.oneof(
  fc.constant({ status: 'off' } as const),
  fc.constant({ status: 'loading' } as const),
  fc.constant({ status: 'unauthenticated' } as const),
  fc.record({
    status: fc.constant('authenticated' as const),
    session: fc.record({ address: addressArb, chainId: chainIdArb }),
  }),
)
