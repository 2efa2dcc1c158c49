import { describe, expect, test } from 'vitest'
import { SIGN_IN_DIALOG_IDLE, signInDialog, type SignInDialogState } from '../../../src/domain/auth/signInDialog'

const signing: SignInDialogState = { status: 'signing' }
const verifying: SignInDialogState = { status: 'verifying' }

describe('signInDialog', () => {
  test('default', () => {
    expect(SIGN_IN_DIALOG_IDLE).toEqual({ status: 'idle' })
    expect(signInDialog(SIGN_IN_DIALOG_IDLE, { type: 'signStarted' })).toEqual({ status: 'signing' })
  })

  test('behavior: the happy path goes idle -> signing -> verifying -> idle', () => {
    const afterSign = signInDialog(signing, { type: 'signed' })
    expect(afterSign).toEqual({ status: 'verifying' })
    expect(signInDialog(afterSign, { type: 'verified' })).toEqual({ status: 'idle' })
  })

  test('behavior: the four messages (product rules: "Sign-in messages")', () => {
    expect(signInDialog(SIGN_IN_DIALOG_IDLE, { type: 'prepareFailed' })).toEqual({
      status: 'idle',
      errorMessage: 'Error preparing message, please retry!',
    })
    expect(signInDialog(signing, { type: 'prepareFailed' })).toEqual({
      status: 'idle',
      errorMessage: 'Error preparing message, please retry!',
    })
    expect(signInDialog(signing, { type: 'signFailed' })).toEqual({
      status: 'idle',
      errorMessage: 'Error signing message, please retry!',
    })
    expect(signInDialog(verifying, { type: 'verifyFailed' })).toEqual({
      status: 'idle',
      errorMessage: 'Error verifying signature, please retry!',
    })
    expect(signInDialog(verifying, { type: 'failed' })).toEqual({
      status: 'idle',
      errorMessage: 'Oops, something went wrong!',
    })
  })

  test('behavior: a user rejection returns to idle without a message', () => {
    expect(signInDialog(signing, { type: 'signRejected' })).toEqual({ status: 'idle' })
  })

  test('behavior: a wallet change drops the attempt without a message', () => {
    expect(signInDialog(signing, { type: 'walletChanged' })).toEqual({ status: 'idle' })
    expect(signInDialog(verifying, { type: 'walletChanged' })).toEqual({ status: 'idle' })
    const failed = signInDialog(signing, { type: 'signFailed' })
    expect(signInDialog(failed, { type: 'walletChanged' })).toBe(failed)
  })

  test('behavior: signing again clears the previous message', () => {
    const failed = signInDialog(signing, { type: 'signFailed' })
    expect(signInDialog(failed, { type: 'signStarted' })).toEqual({ status: 'signing' })
    expect(signInDialog(failed, { type: 'reset' })).toEqual({ status: 'idle' })
  })

  test('behavior: events that do not apply keep the same state', () => {
    expect(signInDialog(SIGN_IN_DIALOG_IDLE, { type: 'signed' })).toBe(SIGN_IN_DIALOG_IDLE)
    expect(signInDialog(SIGN_IN_DIALOG_IDLE, { type: 'verifyFailed' })).toBe(SIGN_IN_DIALOG_IDLE)
    expect(signInDialog(SIGN_IN_DIALOG_IDLE, { type: 'reset' })).toBe(SIGN_IN_DIALOG_IDLE)
    expect(signInDialog(signing, { type: 'signStarted' })).toBe(signing)
    expect(signInDialog(verifying, { type: 'prepareFailed' })).toBe(verifying)
    expect(signInDialog(verifying, { type: 'signRejected' })).toBe(verifying)
    const failed = signInDialog(signing, { type: 'signFailed' })
    expect(signInDialog(failed, { type: 'signFailed' })).toBe(failed)
  })
})
