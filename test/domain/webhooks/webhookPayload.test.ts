import { describe, expect, test } from 'vitest'
import type { Support } from '../../../src/domain/support/support'
import { claimEvents } from '../../../src/domain/webhooks/webhookEvent'
import { webhookPayload } from '../../../src/domain/webhooks/webhookPayload'

const support: Support = {
  chainId: 1,
  txHash: `0x${'ab'.repeat(32)}`,
  from: `0x${'12'.repeat(20)}`,
  asset: { symbol: 'USDC', decimals: 6, address: `0x${'34'.repeat(20)}` },
  amount: '5000000',
  note: 'Thank you',
  createdAt: 1_700_000_000_000,
  blockNumber: 19_000_000,
  hidden: false,
}
const receipt = 'https://studio.example/creators/0x1/supports/1/0xab'
const at = Date.parse('2026-01-02T03:04:05.678Z')

describe('claimEvents', () => {
  test('default: a claim with words is a support known and a note attached', () => {
    expect(claimEvents(support, at).map((e) => e.type)).toEqual(['support.created', 'support.noted'])
  })

  test('parameters: an empty note attaches nothing', () => {
    expect(claimEvents({ ...support, note: '' }, at).map((e) => e.type)).toEqual(['support.created'])
  })
})

describe('webhookPayload', () => {
  const [created, noted] = claimEvents(support, at)

  test('default: the support as the API lists it, with its receipt, at the time it happened', () => {
    expect(webhookPayload(created!, support, receipt)).toEqual({
      send: {
        type: 'support.created',
        timestamp: '2026-01-02T03:04:05.678Z',
        data: { ...support, receiptUrl: receipt },
      },
    })
  })

  test('behavior: a hidden note is never sent: support.noted is skipped, support.created goes without its words', () => {
    const hidden = { ...support, hidden: true }
    expect(webhookPayload(noted!, hidden, receipt)).toEqual({ skip: 'note-hidden' })
    const sent = webhookPayload(created!, hidden, receipt)
    expect(JSON.stringify(sent)).not.toContain('Thank you')
  })

  test('behavior: a support no longer known is skipped; a test needs none', () => {
    expect(webhookPayload(created!, null, receipt)).toEqual({ skip: 'support-gone' })
    expect(webhookPayload({ type: 'webhook.test', occurredAt: at }, null, '')).toEqual({
      send: { type: 'webhook.test', timestamp: '2026-01-02T03:04:05.678Z', data: { test: true } },
    })
  })
})
