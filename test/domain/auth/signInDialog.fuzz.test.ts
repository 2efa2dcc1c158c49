import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ERROR_MESSAGES } from '../../../src/domain/errors/errorCatalogue'
import {
  SIGN_IN_DIALOG_IDLE,
  signInDialog,
  type SignInDialogEvent,
  type SignInDialogState,
} from '../../../src/domain/auth/signInDialog'

const eventArb: fc.Arbitrary<SignInDialogEvent> = fc.constantFrom(
  ...(
    [
      'prepareFailed',
      'signStarted',
      'signed',
      'signRejected',
      'signFailed',
      'verified',
      'verifyFailed',
      'failed',
      'walletChanged',
      'reset',
    ] as const
  ).map((type) => ({ type })),
)
const MESSAGES = new Set<string>([
  ERROR_MESSAGES['sign-in-prepare'],
  ERROR_MESSAGES['sign-in-sign'],
  ERROR_MESSAGES['sign-in-verify'],
  ERROR_MESSAGES.unknown,
])

function isValid(state: SignInDialogState): boolean {
  if (state.status === 'idle') return state.errorMessage === undefined || MESSAGES.has(state.errorMessage)
  return Object.keys(state).length === 1 && (state.status === 'signing' || state.status === 'verifying')
}

describe('signInDialog', () => {
  test('behavior: any event sequence from idle yields valid states, and a repeated no-op keeps the reference', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = SIGN_IN_DIALOG_IDLE
        for (const event of events) {
          const next = signInDialog(state, event)
          expect(isValid(next)).toBe(true)
          // Applying the same event twice changes nothing the second time unless it moves the flow forward.
          if (next === state) expect(signInDialog(state, event)).toBe(state)
          state = next
        }
      }),
    )
  })

  test('behavior: verifying is only reached through signing, and a message only shows on idle', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = SIGN_IN_DIALOG_IDLE
        for (const event of events) {
          const next = signInDialog(state, event)
          if (next.status === 'verifying' && state.status !== 'verifying') expect(state.status).toBe('signing')
          if (next.status === 'signing' && state.status !== 'signing') expect(state.status).toBe('idle')
          state = next
        }
      }),
    )
  })

  test('behavior: walletChanged ends any attempt without a message and leaves idle as it was', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 20 }), (events) => {
        const state = events.reduce(signInDialog, SIGN_IN_DIALOG_IDLE)
        const next = signInDialog(state, { type: 'walletChanged' })
        if (state.status === 'idle') expect(next).toBe(state)
        else expect(next).toEqual({ status: 'idle' })
      }),
    )
  })

  test('behavior: signRejected never leaves a message', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 20 }), (events) => {
        const state = events.reduce(signInDialog, SIGN_IN_DIALOG_IDLE)
        const next = signInDialog(state, { type: 'signRejected' })
        if (state.status === 'signing') expect(next).toEqual({ status: 'idle' })
        else expect(next).toBe(state)
      }),
    )
  })
})
