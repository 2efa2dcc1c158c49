import { describe, expect, test } from 'vitest'
import { parseRpcBlockTransactions } from '../../../src/adapters/chainReader/parseRpcBlockTransactions'
import { INVALID_ANSWER } from './readerErrorShapes'

const FROM = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const tx = (n: number) => ({
  hash: `0x${String(n).repeat(64)}`,
  from: FROM,
  nonce: `0x${n}`,
  to: null,
  value: '0x0',
  input: '0x',
  blockNumber: '0x10',
})
const block = (transactions: unknown) => ({ number: '0x10', hash: `0x${'b1'.repeat(32)}`, transactions })

describe('parseRpcBlockTransactions', () => {
  test('default', () => {
    const parsed = parseRpcBlockTransactions(block([tx(1), tx(2)]))
    expect(parsed?.map((t) => [t.hash, t.nonce])).toEqual([
      [`0x${'1'.repeat(64)}`, 1],
      [`0x${'2'.repeat(64)}`, 2],
    ])
    expect(parseRpcBlockTransactions(block([]))).toEqual([])
  })

  test('behavior: no block is null', () => {
    expect(parseRpcBlockTransactions(null)).toBeNull()
    expect(parseRpcBlockTransactions(undefined)).toBeNull()
  })

  test('behavior: hashes only, a null or malformed entry, or no transactions array is rpc-invalid-answer', () => {
    const answers = [
      block([`0x${'1'.repeat(64)}`]),
      block([tx(1), null]),
      block([tx(1), { ...tx(2), nonce: 2 }]),
      block([[tx(1)]]),
      block(undefined),
      block({ 0: tx(1) }),
      'garbage',
      [tx(1)],
      7,
    ]
    for (const answer of answers) {
      expect(() => parseRpcBlockTransactions(answer), JSON.stringify(answer)).toThrow(
        expect.objectContaining(INVALID_ANSWER),
      )
    }
    expect(() => parseRpcBlockTransactions(block(['0xab']))).toThrow(
      expect.objectContaining({ details: 'block transaction is not a transaction object: "0xab"' }),
    )
  })
})
