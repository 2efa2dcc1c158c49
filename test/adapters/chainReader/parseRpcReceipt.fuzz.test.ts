import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseRpcReceipt } from '../../../src/adapters/chainReader/parseRpcReceipt'
import { hasCode } from '../../../src/domain/errors/baseError'
import type { Receipt } from '../../../src/ports/chainReader'

const outcome = (raw: unknown): Receipt | null | 'invalid' => {
  try {
    return parseRpcReceipt(raw)
  } catch (err) {
    if (!hasCode(err, 'rpc-invalid-answer')) throw err
    return 'invalid'
  }
}

const quantity = fc.bigInt({ min: 0n, max: 2n ** 64n }).map((n) => `0x${n.toString(16)}`)
const anyStatus = fc.oneof(fc.constantFrom('0x1', '0x0', '0x2', '0x01', null, undefined), fc.anything())
const receiptLike = fc.record({ blockNumber: fc.oneof(quantity, fc.constant(null), fc.anything()), status: anyStatus })

describe('parseRpcReceipt', () => {
  test('behavior: a mined receipt settles only on exactly 0x1 or 0x0, with its block', () => {
    fc.assert(
      fc.property(quantity, anyStatus, fc.dictionary(fc.string(), fc.anything()), (blockNumber, status, rest) => {
        const expected = status === '0x1' ? 'success' : status === '0x0' ? 'reverted' : undefined
        const parsed = outcome({ ...rest, blockNumber, status })
        expect(parsed).toEqual(expected ? { status: expected, blockNumber: BigInt(blockNumber) } : 'invalid')
      }),
    )
  })

  test('behavior: anything at all is a receipt, null or rpc-invalid-answer, never another error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), receiptLike), (raw) => {
        const parsed = outcome(raw)
        if (parsed !== null && parsed !== 'invalid') expect(['success', 'reverted']).toContain(parsed.status)
      }),
    )
  })
})
