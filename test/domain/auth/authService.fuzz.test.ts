import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { AuthService } from '../../../src/domain/auth/authService'
import { BaseError } from '../../../src/domain/errors/baseError'
import type { Hex } from '../../../src/domain/shared/hex'
import { MemoryAuthApi } from '../../support/memoryAuthApi'
import { alice, bob } from '../../support/siweSigning'

type Step =
  | { kind: 'prepare' }
  | { kind: 'signIn'; signer: 'alice' | 'bob' | 'reject' | 'fail'; chainId: 1 | 5 }
  | { kind: 'signOut' }
  | { kind: 'wallet'; who: 'alice' | 'bob' | null; chainId: 1 | 5 }
  | { kind: 'toggle'; method: 'getNonce' | 'verify' | 'logout' }

const chainId = fc.constantFrom(1 as const, 5 as const)
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'prepare' as const }),
  fc.record({ kind: fc.constant('signIn' as const), signer: fc.constantFrom('alice' as const, 'bob' as const, 'reject' as const, 'fail' as const), chainId }),
  fc.constant({ kind: 'signOut' as const }),
  fc.record({ kind: fc.constant('wallet' as const), who: fc.constantFrom('alice' as const, 'bob' as const, null), chainId }),
  fc.record({ kind: fc.constant('toggle' as const), method: fc.constantFrom('getNonce' as const, 'verify' as const, 'logout' as const) }),
)

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function signerFor(kind: 'alice' | 'bob' | 'reject' | 'fail'): (message: string) => Promise<Hex> {
  if (kind === 'alice') return (message) => alice.signMessage({ message })
  if (kind === 'bob') return (message) => bob.signMessage({ message })
  if (kind === 'reject') return () => Promise.reject(new BaseError('User rejected the request.', { code: 'user-rejected' }))
  return () => Promise.reject(new Error('hardware wallet unplugged'))
}

async function apply(auth: AuthService, api: MemoryAuthApi, step: Step): Promise<void> {
  if (step.kind === 'prepare') auth.prepare()
  else if (step.kind === 'signOut') await auth.signOut()
  else if (step.kind === 'toggle') api.failing.has(step.method) ? api.failing.delete(step.method) : api.failing.add(step.method)
  else if (step.kind === 'wallet') await auth.onWalletChanged(step.who ? { address: (step.who === 'alice' ? alice : bob).address, chainId: step.chainId } : null)
  else {
    const sign = signerFor(step.signer)
    await auth.signIn({ address: alice.address, chainId: step.chainId, sign, domain: 'localhost:8080', uri: 'http://localhost:8080' })
  }
  await settle()
}

describe('AuthService', () => {
  test('behavior: after any sequence of steps the dialog is idle and an authenticated state is a session the server holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 25 }), async (steps) => {
        const api = new MemoryAuthApi()
        const auth = new AuthService({ api, checksumAddress: getAddress })
        await auth.start()
        for (const step of steps) {
          await apply(auth, api, step)
          expect(auth.dialog.getSnapshot().status).toBe('idle')
          const state = auth.getSnapshot()
          expect(['unauthenticated', 'authenticated']).toContain(state.status)
          if (state.status === 'authenticated') expect(api.session).toEqual(state.session)
          if (step.kind === 'signIn' && step.signer === 'reject' && !api.failing.has('getNonce')) {
            expect(auth.dialog.getSnapshot()).toEqual({ status: 'idle' })
          }
        }
      }),
      { numRuns: 40 },
    )
  })
})
