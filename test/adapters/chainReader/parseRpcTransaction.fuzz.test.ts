import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseRpcBlockTransactions } from '../../../src/adapters/chainReader/parseRpcBlockTransactions'
import { parseRpcTransaction } from '../../../src/adapters/chainReader/parseRpcTransaction'
import { hasCode } from '../../../src/domain/errors/baseError'

const outcome = <T>(parse: (raw: unknown) => T, raw: unknown): T | 'invalid' => {
  try {
    return parse(raw)
  } catch (err) {
    if (!hasCode(err, 'rpc-invalid-answer')) throw err
    return 'invalid'
  }
}

const hexDigits = (min: number, max = min) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: min, maxLength: max })
const hash = hexDigits(64).map((h) => `0x${h}`)
const address = hexDigits(40).map((h) => `0x${h}`)
const nonce = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })
const value = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })
const input = fc.uint8Array({ maxLength: 40 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const wellFormed = fc.record({ hash, from: address, nonce, to: fc.option(address, { nil: null }), value, input })
const asRpc = (t: { hash: string; from: string; nonce: number; to: string | null; value: bigint; input: string }) => ({
  ...t,
  nonce: `0x${t.nonce.toString(16)}`,
  value: `0x${t.value.toString(16)}`,
})
/** A field that is sometimes right, sometimes a near miss, sometimes anything. */
const field = (good: fc.Arbitrary<unknown>) =>
  fc.oneof(
    good,
    fc.constantFrom(null, undefined, '', '0x', '0X1', '0x1g', 7, true),
    hexDigits(0, 70).map((h) => `0x${h}`),
    fc.anything(),
  )
const transactionLike = fc.record({
  hash: field(hash),
  from: field(address),
  nonce: field(nonce.map((n) => `0x${n.toString(16)}`)),
  to: field(address),
  value: field(value.map((v) => `0x${v.toString(16)}`)),
  input: field(input),
})

describe('parseRpcTransaction', () => {
  test('behavior: a well-formed transaction is read back exactly, whatever else the node adds', () => {
    fc.assert(
      fc.property(wellFormed, fc.dictionary(fc.string(), fc.anything()), (t, rest) => {
        expect(parseRpcTransaction({ ...rest, ...asRpc(t) })).toEqual(t)
      }),
    )
  })

  test('behavior: a kept transaction has every field well formed; anything else is rpc-invalid-answer, never another error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), transactionLike), (raw) => {
        const parsed = outcome(parseRpcTransaction, raw)
        if (parsed === null) expect(raw ?? null).toBeNull()
        if (parsed === null || parsed === 'invalid') return
        expect(parsed.hash).toMatch(/^0x[0-9a-fA-F]{64}$/)
        expect(parsed.from).toMatch(/^0x[0-9a-fA-F]{40}$/)
        if (parsed.to !== null) expect(parsed.to).toMatch(/^0x[0-9a-fA-F]{40}$/)
        expect(Number.isSafeInteger(parsed.nonce) && parsed.nonce >= 0).toBe(true)
        expect(parsed.value >= 0n && parsed.value < 2n ** 256n).toBe(true)
        expect(parsed.input).toMatch(/^0x(?:[0-9a-fA-F]{2})*$/)
        const rpc = raw as Record<string, unknown>
        expect(`0x${parsed.nonce.toString(16)}`).toBe(
          String(rpc.nonce)
            .toLowerCase()
            .replace(/^0x0+(?=.)/, '0x'),
        )
        expect(parsed.value).toBe(BigInt(rpc.value as string))
      }),
    )
  })
})

describe('parseRpcBlockTransactions', () => {
  test('behavior: a block keeps each of its transactions in order', () => {
    fc.assert(
      fc.property(fc.array(wellFormed, { maxLength: 5 }), (transactions) => {
        expect(parseRpcBlockTransactions({ number: '0x1', transactions: transactions.map(asRpc) })).toEqual(
          transactions,
        )
      }),
    )
  })

  test('behavior: one entry that is not a well-formed transaction object makes the whole block rpc-invalid-answer', () => {
    fc.assert(
      fc.property(
        fc.array(wellFormed, { maxLength: 4 }),
        fc.nat(4),
        fc.oneof(hash, fc.constant(null), fc.anything()),
        (transactions, at, entry) => {
          fc.pre(outcome(parseRpcTransaction, entry) === null || outcome(parseRpcTransaction, entry) === 'invalid')
          const entries: unknown[] = transactions.map(asRpc)
          entries.splice(Math.min(at, entries.length), 0, entry)
          expect(outcome(parseRpcBlockTransactions, { number: '0x1', transactions: entries })).toBe('invalid')
        },
      ),
    )
  })

  test('behavior: anything at all is a list, null or rpc-invalid-answer, never another error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ transactions: fc.oneof(fc.anything(), fc.array(transactionLike, { maxLength: 3 })) }),
        ),
        (raw) => {
          const parsed = outcome(parseRpcBlockTransactions, raw)
          expect(parsed === null || parsed === 'invalid' || Array.isArray(parsed)).toBe(true)
        },
      ),
    )
  })
})
