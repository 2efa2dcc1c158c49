import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseReceiptKey, receiptPath } from '../../../src/domain/creators/receiptKey'
import type { Address, Hash } from '../../../src/domain/shared/hex'

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length })
const address = hex(40).map((digits) => `0x${digits}` as Address)
const hash = hex(64).map((digits) => `0x${digits}` as Hash)
const chainId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })

describe('receiptKey', () => {
  test('default: a key survives its path', () => {
    fc.assert(
      fc.property(address, chainId, hash, (creator, id, txHash) => {
        const key = { creator, chainId: id, txHash }
        const [, , written, , chain, tx] = receiptPath(key).split('/')
        expect(parseReceiptKey(written!, chain!, tx!)).toEqual(key)
      }),
    )
  })

  test('parameters: any other chain id is no key', () => {
    fc.assert(
      fc.property(
        address,
        fc.string().filter((s) => !/^[1-9][0-9]*$/.test(s) || !Number.isSafeInteger(Number(s))),
        hash,
        (creator, id, txHash) => {
          expect(parseReceiptKey(creator, id, txHash)).toBeUndefined()
        },
      ),
    )
  })

  test('parameters: a malformed address or hash is no key', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (creator, txHash) => {
        fc.pre(!/^0x[0-9a-fA-F]{40}$/.test(creator) || !/^0x[0-9a-fA-F]{64}$/.test(txHash))
        expect(parseReceiptKey(creator, '1', txHash)).toBeUndefined()
      }),
    )
    expect(parseReceiptKey(`0x${'1'.repeat(40)}`, '0', `0x${'a'.repeat(64)}`)).toBeUndefined()
    expect(parseReceiptKey(`0x${'1'.repeat(40)}`, '01', `0x${'a'.repeat(64)}`)).toBeUndefined()
    expect(parseReceiptKey(`0x${'1'.repeat(40)}`, '9007199254740993', `0x${'a'.repeat(64)}`)).toBeUndefined()
  })
})
