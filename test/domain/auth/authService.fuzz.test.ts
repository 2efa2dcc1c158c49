import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { AuthService, type WalletIdentity } from '../../../src/domain/auth/authService'
import { sameSession } from '../../../src/domain/auth/session'
import { BaseError } from '../../../src/domain/errors/baseError'
import type { Hex } from '../../../src/domain/shared/hex'
import { MemoryAuthApi } from '../../support/memoryAuthApi'
import { signInSteps } from '../../support/signInSteps'
import { alice, bob } from '../../support/siweSigning'

type Who = 'alice' | 'bob' | null
/** A wallet change while the wallet prompt is open or while the server verifies. */
type During = { at: 'prompt' | 'verify'; who: Who; chainId: 1 | 5 }
type Step =
  | { kind: 'prepare' }
  | { kind: 'signIn'; signer: 'alice' | 'bob' | 'reject' | 'fail'; chainId: 1 | 5; during: During | null }
  | { kind: 'signOut' }
  | { kind: 'wallet'; who: Who; chainId: 1 | 5 }
  | { kind: 'toggle'; method: 'getNonce' | 'verify' | 'logout' }

const chainId = fc.constantFrom(1 as const, 5 as const)
const who = fc.constantFrom('alice' as const, 'bob' as const, null)
const duringArb = fc.option(fc.record({ at: fc.constantFrom('prompt' as const, 'verify' as const), who, chainId }), {
  nil: null,
})
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'prepare' as const }),
  fc.record({
    kind: fc.constant('signIn' as const),
    signer: fc.constantFrom('alice' as const, 'bob' as const, 'reject' as const, 'fail' as const),
    chainId,
    during: duringArb,
  }),
  fc.constant({ kind: 'signOut' as const }),
  fc.record({ kind: fc.constant('wallet' as const), who, chainId }),
  fc.record({
    kind: fc.constant('toggle' as const),
    method: fc.constantFrom('getNonce' as const, 'verify' as const, 'logout' as const),
  }),
)

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function signerFor(kind: 'alice' | 'bob' | 'reject' | 'fail'): (message: string) => Promise<Hex> {
  if (kind === 'alice') return (message) => alice.signMessage({ message })
  if (kind === 'bob') return (message) => bob.signMessage({ message })
  if (kind === 'reject')
    return () => Promise.reject(new BaseError('User rejected the request.', { code: 'user-rejected' }))
  return () => Promise.reject(new Error('hardware wallet unplugged'))
}

function identity(who: Who, chainId: number): WalletIdentity | null {
  return who ? { address: (who === 'alice' ? alice : bob).address, chainId } : null
}

/** The test's model of the page: the wallet last reported to the service (undefined before the first report). */
class Page {
  wallet: WalletIdentity | null | undefined = undefined
  /** The app's sign-in step over `auth` (src/app/signInWiring.ts). */
  readonly flow: ReturnType<typeof signInSteps>
  constructor(
    readonly auth: AuthService,
    readonly api: MemoryAuthApi,
  ) {
    this.flow = signInSteps(auth, api)
  }

  async report(wallet: WalletIdentity | null): Promise<void> {
    this.wallet = wallet
    await this.auth.onWalletChanged(wallet)
  }

  /** Signs in as the connected account (alice when none is known), changing the wallet midway when `during` says so. */
  async signIn(step: Extract<Step, { kind: 'signIn' }>): Promise<void> {
    const { during } = step
    const sign = signerFor(step.signer)
    let prompted = false
    let answer = () => {}
    const prompt = new Promise<void>((resolve) => (answer = resolve))
    const gated = async (message: string) => {
      prompted = true
      if (during?.at === 'prompt') await prompt
      return sign(message)
    }
    const release = during?.at === 'verify' ? this.api.hold('verify') : () => {}
    let finished = false
    const address = this.wallet?.address ?? alice.address
    const done = this.flow
      .signIn({ address, chainId: step.chainId, sign: gated, domain: 'localhost:8080', uri: 'http://localhost:8080' })
      .finally(() => (finished = true))
    if (during) {
      const reached = () =>
        finished || (during.at === 'prompt' ? prompted : this.flow.dialog.getSnapshot().status === 'verifying')
      for (let i = 0; i < 100 && !reached(); i++) await settle()
      await this.report(identity(during.who, during.chainId))
    }
    answer()
    release()
    await done
  }
}

async function apply(page: Page, step: Step): Promise<void> {
  const { auth, api } = page
  if (step.kind === 'prepare') page.flow.prepare()
  else if (step.kind === 'signOut') await auth.signOut()
  else if (step.kind === 'toggle')
    api.failing.has(step.method) ? api.failing.delete(step.method) : api.failing.add(step.method)
  else if (step.kind === 'wallet') await page.report(identity(step.who, step.chainId))
  else await page.signIn(step)
  await settle()
}

describe('AuthService', () => {
  test('behavior: after any sequence of steps, wallet changes mid sign-in included, the dialog is idle and an authenticated state is a session the server holds for the wallet now there', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 25 }), async (steps) => {
        const api = new MemoryAuthApi()
        const page = new Page(new AuthService({ api }), api)
        await page.auth.start()
        for (const step of steps) {
          const before = api.session
          await apply(page, step)
          expect(page.flow.dialog.getSnapshot().status).toBe('idle')
          const state = page.auth.getSnapshot()
          expect(['unauthenticated', 'authenticated']).toContain(state.status)
          if (state.status === 'authenticated') {
            expect(api.session).toEqual(state.session)
            if (page.wallet !== undefined) expect(sameSession(state.session, page.wallet)).toBe(true)
          }
          // A session the server made in this step stays live only for this side's sign-in (a failing logout aside).
          if (api.session !== before && api.session !== null && !api.failing.has('logout')) {
            expect(state).toEqual({ status: 'authenticated', session: api.session })
          }
          if (step.kind === 'signIn' && step.signer === 'reject' && !step.during && !api.failing.has('getNonce')) {
            expect(page.flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
          }
        }
      }),
      { numRuns: 40 },
    )
  })
})
