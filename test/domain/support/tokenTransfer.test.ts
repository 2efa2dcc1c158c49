import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readTokenTransfer, TRANSFER_TOPIC } from '../../../src/domain/support/tokenTransfer'
import { topicOf, transferLog, wordOf } from '../creators/tokenArbitraries'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

describe('readTokenTransfer', () => {
  test('default', () => {
    expect(readTokenTransfer(transferLog(TOKEN, FROM, TO, 5_000_000n))).toEqual({
      token: TOKEN,
      from: FROM,
      to: TO,
      value: 5_000_000n,
    })
  })

  test('parameters: other events, ERC-721 transfers (a fourth topic) and malformed logs are not transfers', () => {
    const log = transferLog(TOKEN, FROM, TO, 1n)
    const approval = `0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925` as const
    for (const other of [
      { ...log, topics: [approval, ...log.topics.slice(1)] },
      { ...log, topics: [...log.topics, wordOf(7n)] },
      { ...log, topics: log.topics.slice(0, 2) },
      { ...log, data: '0x' as const },
      { ...log, data: `${wordOf(1n)}00` as const },
      { ...log, topics: [TRANSFER_TOPIC, `0x${'f'.repeat(64)}` as const, topicOf(TO)] },
    ]) {
      expect(readTokenTransfer(other)).toBeNull()
    }
  })

  test('property: any value of 256 bits reads back, and topic case does not matter', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.boolean(), (value, upper) => {
        const log = transferLog(TOKEN, FROM, TO, value)
        const topics = upper ? log.topics.map((t) => `0x${t.slice(2).toUpperCase()}` as const) : log.topics
        expect(readTokenTransfer({ ...log, topics })?.value).toBe(value)
      }),
    )
  })
})
