import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseSentIntent, sameIntent, toSentIntent } from '../../../src/domain/transactions/sentIntent'
import type { SentTransaction } from '../../../src/ports/chainReader'

const hex = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => `0x${Buffer.from(b).toString('hex')}` as const)
const txArb: fc.Arbitrary<SentTransaction> = fc.record({
  hash: hex(32),
  from: hex(20),
  nonce: fc.nat(),
  to: fc.option(hex(20), { nil: null }),
  value: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  input: fc.uint8Array({ maxLength: 64 }).map((b) => `0x${Buffer.from(b).toString('hex')}` as const),
})

describe('sentIntent (property)', () => {
  test('behavior: any stored value parses without throwing, to an intent or undefined', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseSentIntent(value)
        if (parsed !== undefined) expect(parseSentIntent(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed)
      }),
    )
  })

  test('behavior: an intent survives storage and is the same intent as its own transaction under any hash', () => {
    fc.assert(
      fc.property(txArb, hex(32), (tx, otherHash) => {
        const intent = toSentIntent(tx)!
        expect(parseSentIntent(JSON.parse(JSON.stringify(intent)))).toEqual(intent)
        expect(sameIntent(intent, { ...tx, hash: otherHash })).toBe(true)
      }),
    )
  })

  test('behavior: changing the value or the recipient makes another intent', () => {
    fc.assert(
      fc.property(txArb, fc.bigInt({ min: 1n, max: 10n ** 30n }), hex(20), (tx, more, to) => {
        const intent = toSentIntent(tx)!
        expect(sameIntent(intent, { ...tx, value: tx.value + more })).toBe(false)
        fc.pre(tx.to === null || tx.to !== to)
        expect(sameIntent(intent, { ...tx, to })).toBe(false)
      }),
    )
  })
})
