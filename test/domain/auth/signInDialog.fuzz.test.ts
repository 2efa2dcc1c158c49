import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  INITIAL_SIGN_IN,
  signInDialog,
  type SignInEffect,
  type SignInEvent,
  type SignInState,
} from '../../../src/domain/auth/signInDialog'
import type { SignInRequest } from '../../../src/domain/auth/signInDialogState'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const request = (address: `0x${string}`, chainId: number): SignInRequest => ({
  address,
  chainId,
  domain: 'localhost:8080',
  uri: 'http://localhost:8080',
})

/** An id an answer may carry: the one under way, an older one, or one not given yet. */
type Which = 'current' | 'older' | 'newer'
/** An event with its ids left to the state it is sent in (so answers hit the attempt under way as often as not). */
type Template = (state: SignInState) => SignInEvent

const whichArb = fc.constantFrom<Which>('current', 'current', 'older', 'newer')
const pick = (which: Which, current: number | undefined, state: SignInState) =>
  which === 'current' ? (current ?? state.serial) : which === 'older' ? (current ?? state.serial) - 1 : state.serial + 1
const nonceId = (which: Which) => (state: SignInState) => pick(which, state.nonce?.id, state)
const attemptId = (which: Which) => (state: SignInState) => pick(which, state.attempt?.id, state)
const atArb = fc.integer({ min: 0, max: 12 * 60_000 })
const walletArb = fc.constantFrom(
  null,
  { address: ALICE, chainId: 1 },
  { address: BOB, chainId: 1 },
  { address: ALICE, chainId: 5 },
)

const templateArb: fc.Arbitrary<Template> = fc.oneof(
  atArb.map(
    (at): Template =>
      () => ({ type: 'stepOpened', at }),
  ),
  fc.tuple(fc.constantFrom(ALICE, BOB), fc.constantFrom(1, 5), atArb).map(
    ([address, chainId, at]): Template =>
      () => ({ type: 'signInRequested', request: request(address, chainId), at }),
  ),
  fc.tuple(whichArb, fc.constantFrom('nonceA1', 'nonceB2'), atArb).map(
    ([which, nonce, requestedAt]): Template =>
      (s) => ({ type: 'nonceFetched', id: nonceId(which)(s), nonce, requestedAt }),
  ),
  whichArb.map(
    (which): Template =>
      (s) => ({ type: 'nonceFetchFailed', id: nonceId(which)(s) }),
  ),
  whichArb.map(
    (which): Template =>
      (s) => ({ type: 'messageSigned', attempt: attemptId(which)(s), message: 'm', signature: '0x01' }),
  ),
  fc
    .tuple(
      whichArb,
      fc.constantFrom(
        'signatureRejected' as const,
        'signingFailed' as const,
        'failed' as const,
        'verificationFailed' as const,
        'sessionRevoked' as const,
      ),
    )
    .map(
      ([which, type]): Template =>
        (s) => ({ type, attempt: attemptId(which)(s) }),
    ),
  whichArb.map(
    (which): Template =>
      (s) => ({ type: 'verified', attempt: attemptId(which)(s), session: { address: ALICE, chainId: 1 } }),
  ),
  walletArb.map(
    (wallet): Template =>
      () => ({ type: 'walletReported', wallet }),
  ),
  fc.constant<Template>(() => ({ type: 'signedOut' })),
)

function expectValid(state: SignInState): void {
  const { dialog, attempt, nonce } = state
  if (dialog.status === 'idle') {
    expect(attempt).toBeNull()
    if (dialog.failure)
      expect(['sign-in-prepare', 'sign-in-sign', 'sign-in-verify', 'unknown']).toContain(dialog.failure.code)
    expect(Object.keys(dialog).every((key) => key === 'status' || key === 'failure')).toBe(true)
  } else {
    expect(Object.keys(dialog)).toEqual(['status'])
    expect(attempt).not.toBeNull()
    const phases = dialog.status === 'signing' ? ['nonce', 'prompt'] : ['verify', 'revoke']
    expect(phases).toContain(attempt?.phase)
  }
  if (attempt) expect(attempt.id).toBeLessThanOrEqual(state.serial)
  if (nonce) expect(nonce.id).toBeLessThanOrEqual(state.serial)
  // Only an attempt waiting for its nonce waits while one is at hand: it is asked for at once.
  if (attempt?.phase === 'nonce') expect(nonce?.status).toBe('fetching')
}

/** Every effect is about the nonce or attempt under way, as the state now says. */
function expectEffectsOfState(state: SignInState, effects: readonly SignInEffect[]): void {
  for (const effect of effects) {
    if (effect.type === 'fetchNonce') expect(state.nonce).toEqual({ status: 'fetching', id: effect.id })
    if (effect.type === 'sign')
      expect(state.attempt).toMatchObject({ id: effect.attempt, phase: 'prompt', nonce: effect.nonce })
    if (effect.type === 'verify') expect(state.attempt).toMatchObject({ id: effect.attempt, phase: 'verify' })
    if (effect.type === 'revokeSession') expect(state.attempt).toMatchObject({ id: effect.attempt, phase: 'revoke' })
    if (effect.type === 'acceptSession') expect(state.dialog).toEqual({ status: 'idle' })
  }
}

const scenarioArb = fc.array(templateArb, { maxLength: 40 })

describe('signInDialog', () => {
  test('behavior: any event from any reachable state yields a valid state, and its effects are about it', () => {
    fc.assert(
      fc.property(scenarioArb, (templates) => {
        let state = INITIAL_SIGN_IN
        for (const template of templates) {
          const [next, effects] = signInDialog(state, template(state))
          expectValid(next)
          expectEffectsOfState(next, effects)
          state = next
        }
      }),
    )
  })

  test('behavior: an event that does not apply returns the same state and no effects; an answer about another id never applies', () => {
    fc.assert(
      fc.property(scenarioArb, templateArb, (templates, last) => {
        const state = templates.reduce<SignInState>((s, template) => signInDialog(s, template(s))[0], INITIAL_SIGN_IN)
        const event = last(state)
        const [next, effects] = signInDialog(state, event)
        if (effects.length === 0 && isDeepStrictEqual(next, state)) expect(next).toBe(state)
        const id = 'id' in event ? event.id : 'attempt' in event ? event.attempt : undefined
        const under = 'id' in event ? state.nonce?.id : state.attempt?.id
        if (id !== undefined && id !== under) {
          expect(next).toBe(state)
          expect(effects).toEqual([])
        }
      }),
    )
  })

  test('behavior: verifying is only reached through signing, signing only from idle, and the dialog reference holds while it does not change', () => {
    fc.assert(
      fc.property(scenarioArb, (templates) => {
        let state = INITIAL_SIGN_IN
        for (const template of templates) {
          const [next] = signInDialog(state, template(state))
          if (next.dialog.status === 'verifying' && state.dialog.status !== 'verifying')
            expect(state.dialog.status).toBe('signing')
          if (next.dialog.status === 'signing' && state.dialog.status !== 'signing')
            expect(state.dialog.status).toBe('idle')
          if (isDeepStrictEqual(next.dialog, state.dialog) && next.dialog.status !== 'idle')
            expect(next.dialog).toBe(state.dialog)
          state = next
        }
      }),
    )
  })

  test('behavior: a declined signature never leaves a failure, and keeps the nonce at hand', () => {
    fc.assert(
      fc.property(scenarioArb, (templates) => {
        const state = templates.reduce<SignInState>((s, template) => signInDialog(s, template(s))[0], INITIAL_SIGN_IN)
        const [next] = signInDialog(state, { type: 'signatureRejected', attempt: state.attempt?.id ?? -1 })
        if (state.attempt?.phase === 'prompt') {
          expect(next.dialog).toEqual({ status: 'idle' })
          expect(next.nonce).toBe(state.nonce)
        } else expect(next).toBe(state)
      }),
    )
  })
})
