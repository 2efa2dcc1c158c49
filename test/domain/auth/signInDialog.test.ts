import { describe, expect, test } from 'vitest'
import { PREFETCHED_NONCE_MAX_AGE_MS } from '../../../src/domain/auth/prefetchedNonce'
import {
  INITIAL_SIGN_IN,
  signInDialog,
  type SignInEvent,
  type SignInState,
} from '../../../src/domain/auth/signInDialog'
import { SIGN_IN_DIALOG_IDLE, type SignInRequest } from '../../../src/domain/auth/signInDialogState'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const request: SignInRequest = { address: ALICE, chainId: 1, domain: 'localhost:8080', uri: 'http://localhost:8080' }
const AT = 1_000

/** Runs `events` from `state`; answers the last state and every effect asked for on the way. */
function run(state: SignInState, ...events: SignInEvent[]) {
  const effects = []
  for (const event of events) {
    const [next, asked] = signInDialog(state, event)
    effects.push(...asked)
    state = next
  }
  return { state, effects }
}

/** Step opened, nonce 'n1' fetched (id 1), sign-in asked (attempt 2): at the wallet prompt. */
const atPrompt = run(
  INITIAL_SIGN_IN,
  { type: 'stepOpened', at: AT },
  { type: 'nonceFetched', id: 1, nonce: 'n1', requestedAt: AT },
  { type: 'signInRequested', request, at: AT },
).state
const verifying = run(atPrompt, { type: 'messageSigned', attempt: 2, message: 'm', signature: '0x01' }).state

describe('signInDialog', () => {
  test('default', () => {
    expect(SIGN_IN_DIALOG_IDLE).toEqual({ status: 'idle' })
    expect(INITIAL_SIGN_IN.dialog).toBe(SIGN_IN_DIALOG_IDLE)
    const { state, effects } = run(INITIAL_SIGN_IN, { type: 'signInRequested', request, at: AT })
    expect(state.dialog).toEqual({ status: 'signing' })
    expect(effects).toEqual([{ type: 'fetchNonce', id: 2 }])
  })

  test('behavior: the happy path goes idle -> signing -> verifying -> idle, with the prefetched nonce', () => {
    const opened = run(INITIAL_SIGN_IN, { type: 'stepOpened', at: AT })
    expect(opened.effects).toEqual([{ type: 'fetchNonce', id: 1 }])
    const asked = run(
      opened.state,
      { type: 'nonceFetched', id: 1, nonce: 'n1', requestedAt: AT },
      { type: 'signInRequested', request, at: AT + 5 },
    )
    expect(asked.state.dialog).toEqual({ status: 'signing' })
    expect(asked.effects).toEqual([{ type: 'sign', attempt: 2, request, nonce: 'n1', issuedAt: AT + 5 }])
    const signed = run(asked.state, { type: 'messageSigned', attempt: 2, message: 'm', signature: '0x01' })
    expect(signed.state.dialog).toEqual({ status: 'verifying' })
    expect(signed.state.nonce).toBeNull()
    expect(signed.effects).toEqual([{ type: 'verify', attempt: 2, message: 'm', signature: '0x01' }])
    const session = { address: ALICE, chainId: 1 }
    const done = run(signed.state, { type: 'verified', attempt: 2, session })
    expect(done.state.dialog).toEqual({ status: 'idle' })
    expect(done.effects).toEqual([{ type: 'acceptSession', session }])
  })

  test('behavior: the four failures (product rules: "Sign-in messages"), by code', () => {
    const opened = run(INITIAL_SIGN_IN, { type: 'stepOpened', at: AT }).state
    expect(signInDialog(opened, { type: 'nonceFetchFailed', id: 1 })[0].dialog).toEqual({
      status: 'idle',
      failure: { code: 'sign-in-prepare' },
    })
    const waiting = run(opened, { type: 'signInRequested', request, at: AT }).state
    expect(signInDialog(waiting, { type: 'nonceFetchFailed', id: 1 })[0].dialog).toEqual({
      status: 'idle',
      failure: { code: 'sign-in-prepare' },
    })
    expect(signInDialog(atPrompt, { type: 'signingFailed', attempt: 2 })[0].dialog).toEqual({
      status: 'idle',
      failure: { code: 'sign-in-sign' },
    })
    const refused = signInDialog(verifying, { type: 'verificationFailed', attempt: 2 })
    expect(refused[0].dialog).toEqual({ status: 'idle', failure: { code: 'sign-in-verify' } })
    expect(refused[1]).toEqual([{ type: 'fetchNonce', id: 3 }])
    expect(signInDialog(atPrompt, { type: 'failed', attempt: 2 })[0].dialog).toEqual({
      status: 'idle',
      failure: { code: 'unknown' },
    })
  })

  test('behavior: a user rejection returns to idle without a failure, and keeps the nonce', () => {
    const [state] = signInDialog(atPrompt, { type: 'signatureRejected', attempt: 2 })
    expect(state.dialog).toEqual({ status: 'idle' })
    expect(state.nonce).toMatchObject({ status: 'ready', value: 'n1' })
  })

  test('behavior: a nonce asked for 5 minutes or more before is replaced; a younger one is kept', () => {
    const ready = run(
      INITIAL_SIGN_IN,
      { type: 'stepOpened', at: AT },
      { type: 'nonceFetched', id: 1, nonce: 'n1', requestedAt: AT },
    ).state
    expect(signInDialog(ready, { type: 'stepOpened', at: AT + PREFETCHED_NONCE_MAX_AGE_MS - 1 })[0]).toBe(ready)
    expect(signInDialog(ready, { type: 'stepOpened', at: AT + PREFETCHED_NONCE_MAX_AGE_MS })[1]).toEqual([
      { type: 'fetchNonce', id: 2 },
    ])
  })

  test('behavior: a wallet gone by the signature drops it without a failure; gone by the answer revokes the session', () => {
    const bob = { type: 'walletReported', wallet: { address: BOB, chainId: 1 } } as const
    const dropped = run(atPrompt, bob, { type: 'messageSigned', attempt: 2, message: 'm', signature: '0x01' })
    expect(dropped.state.dialog).toEqual({ status: 'idle' })
    expect(dropped.effects).toEqual([])
    const answered = run(verifying, bob, { type: 'verified', attempt: 2, session: { address: ALICE, chainId: 1 } })
    expect(answered.state.dialog).toEqual({ status: 'verifying' })
    expect(answered.effects).toEqual([{ type: 'revokeSession', attempt: 2 }])
    const revoked = run(answered.state, { type: 'sessionRevoked', attempt: 2 })
    expect(revoked.state.dialog).toEqual({ status: 'idle' })
    expect(revoked.effects).toEqual([{ type: 'fetchNonce', id: 3 }])
  })

  test('behavior: a wallet not there when the nonce arrives is not asked', () => {
    const { state, effects } = run(
      INITIAL_SIGN_IN,
      { type: 'walletReported', wallet: null },
      { type: 'signInRequested', request, at: AT },
      { type: 'nonceFetched', id: 2, nonce: 'n1', requestedAt: AT },
    )
    expect(state.dialog).toEqual({ status: 'idle' })
    expect(effects).toEqual([{ type: 'fetchNonce', id: 2 }])
  })

  test('behavior: signing again or signing out clears the previous failure', () => {
    const [failed] = signInDialog(atPrompt, { type: 'signingFailed', attempt: 2 })
    expect(signInDialog(failed, { type: 'signInRequested', request, at: AT })[0].dialog).toEqual({ status: 'signing' })
    expect(signInDialog(failed, { type: 'signedOut' })[0].dialog).toEqual({ status: 'idle' })
    expect(signInDialog(atPrompt, { type: 'signedOut' })[0].dialog).toEqual({ status: 'idle' })
  })

  test('behavior: events that do not apply keep the same state', () => {
    const idle = INITIAL_SIGN_IN
    expect(signInDialog(idle, { type: 'messageSigned', attempt: 1, message: 'm', signature: '0x01' })[0]).toBe(idle)
    expect(signInDialog(idle, { type: 'verificationFailed', attempt: 1 })[0]).toBe(idle)
    expect(signInDialog(idle, { type: 'signedOut' })[0]).toBe(idle)
    expect(signInDialog(atPrompt, { type: 'signInRequested', request, at: AT })[0]).toBe(atPrompt)
    expect(signInDialog(atPrompt, { type: 'signingFailed', attempt: 1 })[0]).toBe(atPrompt)
    expect(signInDialog(verifying, { type: 'nonceFetchFailed', id: 1 })[0]).toBe(verifying)
    expect(signInDialog(verifying, { type: 'signatureRejected', attempt: 2 })[0]).toBe(verifying)
    expect(signInDialog(verifying, { type: 'signedOut' })[0]).toBe(verifying)
    const [failed] = signInDialog(atPrompt, { type: 'signingFailed', attempt: 2 })
    expect(signInDialog(failed, { type: 'signingFailed', attempt: 2 })[0]).toBe(failed)
  })
})
