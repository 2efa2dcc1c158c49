import { describe, expect, test } from 'vitest'
import { parseRpcTransaction } from '../../../src/adapters/chainReader/parseRpcTransaction'
import { INVALID_ANSWER } from './readerErrorShapes'

const HASH = `0x${'5e'.repeat(32)}`
const FROM = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A pending transaction as anvil sends it. */
const raw = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: '0x2',
  chainId: '0x7a69',
  hash: HASH,
  from: FROM,
  nonce: '0x7',
  to: TO,
  value: '0xde0b6b3a7640000',
  input: '0xa9059cbb',
  gas: '0x5208',
  blockHash: null,
  blockNumber: null,
  transactionIndex: null,
  ...fields,
})

describe('parseRpcTransaction', () => {
  test('default', () => {
    expect(parseRpcTransaction(raw())).toEqual({
      hash: HASH,
      from: FROM,
      nonce: 7,
      to: TO,
      value: 10n ** 18n,
      input: '0xa9059cbb',
    })
  })

  test('behavior: no transaction is null (the node does not know it)', () => {
    expect(parseRpcTransaction(null)).toBeNull()
    expect(parseRpcTransaction(undefined)).toBeNull()
  })

  test('parameters: to null is a contract creation; input 0x is no input; nonce and value 0x0', () => {
    expect(parseRpcTransaction(raw({ to: null, input: '0x', nonce: '0x0', value: '0x0' }))).toMatchObject({
      to: null,
      input: '0x',
      nonce: 0,
      value: 0n,
    })
  })

  test('parameters: the largest nonce is the largest safe integer; a value may use all 256 bits', () => {
    expect(parseRpcTransaction(raw({ nonce: '0x1fffffffffffff' }))?.nonce).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseRpcTransaction(raw({ value: `0x${'f'.repeat(64)}` }))?.value).toBe(2n ** 256n - 1n)
  })

  test('behavior: a malformed field is rpc-invalid-answer, the field and value in the details', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ hash: '0x12' }, 'transaction hash is not 32 bytes of hex: "0x12"'],
      [{ hash: undefined }, 'transaction hash is not 32 bytes of hex: undefined'],
      [{ from: null }, 'transaction from is not an address: null'],
      [{ from: `${FROM}00` }, `transaction from is not an address: "${FROM}00"`],
      [{ to: undefined }, 'transaction to is neither an address nor null: undefined'],
      [{ to: '0x' }, 'transaction to is neither an address nor null: "0x"'],
      [{ input: '0xabc' }, 'transaction input is not hex data: "0xabc"'],
      [{ input: null }, 'transaction input is not hex data: null'],
      [{ nonce: 7 }, 'transaction nonce is not a hex quantity: 7'],
      [{ nonce: '0x' }, 'transaction nonce is not a hex quantity: "0x"'],
      [{ nonce: '0x20000000000000' }, 'transaction nonce is not a safe integer: "0x20000000000000"'],
      [{ value: '1000' }, 'transaction value is not a hex quantity: "1000"'],
      [{ value: `0x1${'0'.repeat(64)}` }, `transaction value is not a hex quantity: "0x1${'0'.repeat(64)}"`],
      [{ value: '0X10' }, 'transaction value is not a hex quantity: "0X10"'],
    ]
    for (const [fields, details] of cases) {
      expect(() => parseRpcTransaction(raw(fields)), JSON.stringify(fields)).toThrow(
        expect.objectContaining({ ...INVALID_ANSWER, details }),
      )
    }
  })

  test('behavior: an answer that is not an object is rpc-invalid-answer', () => {
    for (const answer of ['garbage', HASH, 7, true, [], [raw()]]) {
      expect(() => parseRpcTransaction(answer), JSON.stringify(answer)).toThrow(expect.objectContaining(INVALID_ANSWER))
    }
    expect(() => parseRpcTransaction(HASH)).toThrow(
      expect.objectContaining({ details: `transaction is not an object: "${HASH}"` }),
    )
  })
})
