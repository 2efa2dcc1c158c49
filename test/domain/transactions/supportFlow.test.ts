import { describe, expect, test } from 'vitest'
import {
  SUPPORT_IDLE,
  SUPPORT_REJECTED_MESSAGE,
  supportFlow,
  type SupportState,
} from '../../../src/domain/transactions/supportFlow'

const HASH = `0x${'ab'.repeat(32)}` as const
const CONFIRMING: SupportState = { status: 'confirming', amount: '0.05' }

describe('supportFlow', () => {
  test('default: submit asks the wallet, a hash means sent', () => {
    const confirming = supportFlow(SUPPORT_IDLE, { type: 'submit', amount: '0.05' })
    expect(confirming).toEqual(CONFIRMING)
    expect(supportFlow(confirming, { type: 'sent', hash: HASH })).toEqual({
      status: 'sent',
      amount: '0.05',
      hash: HASH,
    })
  })

  test('behavior: a refusal in the wallet and a failure are outcomes', () => {
    expect(supportFlow(CONFIRMING, { type: 'rejected' })).toEqual({ status: 'rejected' })
    expect(supportFlow(CONFIRMING, { type: 'failed', message: 'boom' })).toEqual({ status: 'failed', message: 'boom' })
    expect(SUPPORT_REJECTED_MESSAGE).toBe('You rejected the transaction in your wallet')
  })

  test('behavior: a second submit while the wallet is asked is ignored (same reference)', () => {
    expect(supportFlow(CONFIRMING, { type: 'submit', amount: '9' })).toBe(CONFIRMING)
  })

  test('behavior: outcomes outside confirming do not apply', () => {
    expect(supportFlow(SUPPORT_IDLE, { type: 'sent', hash: HASH })).toBe(SUPPORT_IDLE)
    const rejected: SupportState = { status: 'rejected' }
    expect(supportFlow(rejected, { type: 'failed', message: 'x' })).toBe(rejected)
  })

  test('behavior: reset clears a finished outcome, not a pending request', () => {
    expect(supportFlow({ status: 'rejected' }, { type: 'reset' })).toBe(SUPPORT_IDLE)
    expect(supportFlow({ status: 'sent', amount: '1', hash: HASH }, { type: 'reset' })).toBe(SUPPORT_IDLE)
    expect(supportFlow(CONFIRMING, { type: 'reset' })).toBe(CONFIRMING)
    expect(supportFlow(SUPPORT_IDLE, { type: 'reset' })).toBe(SUPPORT_IDLE)
  })

  test('behavior: a new submit after an outcome starts again', () => {
    expect(supportFlow({ status: 'failed', message: 'x' }, { type: 'submit', amount: '2' })).toEqual({
      status: 'confirming',
      amount: '2',
    })
  })
})
