import { normalize } from 'viem/ens'
import { describe, expect, test } from 'vitest'
import {
  assertAddress,
  assertBlockNumber,
  assertConfirmations,
  assertHash,
  normalizeEnsName,
  receiptTimeoutError,
  rpcHost,
  rpcTimeoutError,
  rpcUnavailableError,
} from '../../../src/adapters/chainReader/chainReaderErrors'

describe('chainReaderErrors', () => {
  test('default', () => {
    const cause = new Error('HTTP 500')
    expect(rpcUnavailableError('eth.primary.test: HTTP 500', cause)).toMatchObject({
      code: 'rpc-unavailable',
      shortMessage: 'No RPC endpoint answered',
      details: 'eth.primary.test: HTTP 500',
      cause,
    })
    expect(rpcTimeoutError(undefined)).toMatchObject({
      code: 'rpc-timeout',
      shortMessage: 'The RPC did not answer in time',
    })
  })

  test('behavior: a receipt timeout keeps the rpc-timeout code with its own message', () => {
    expect(receiptTimeoutError(`0x${'ab'.repeat(32)}`, 300)).toMatchObject({
      code: 'rpc-timeout',
      shortMessage: 'The transaction receipt did not arrive in time',
      details: `0x${'ab'.repeat(32)} after 300 ms`,
    })
  })

  test('parameters: bad input is rejected with the catalogue message', () => {
    expect(() => assertAddress('0x12')).toThrow(
      expect.objectContaining({ code: 'invalid-address', shortMessage: 'Invalid address' }),
    )
    expect(() => assertHash('0x12')).toThrow(
      expect.objectContaining({ code: 'invalid-transaction-hash', shortMessage: 'Invalid transaction hash' }),
    )
    expect(() => assertConfirmations(0)).toThrow(
      expect.objectContaining({
        code: 'invalid-transaction-confirmations',
        shortMessage: 'Transaction confirmations must be a positive integer',
      }),
    )
    expect(() => normalizeEnsName('a..eth', normalize)).toThrow(
      expect.objectContaining({ code: 'invalid-ens-name', shortMessage: 'Invalid ENS name' }),
    )
    expect(() => assertBlockNumber(-1n)).toThrow(
      expect.objectContaining({ code: 'invalid-block-number', shortMessage: 'Invalid block number', details: '-1' }),
    )
  })

  test('behavior: assertBlockNumber accepts a bigint from 0n, not a number', () => {
    expect(() => assertBlockNumber(0n)).not.toThrow()
    expect(() => assertBlockNumber(2n ** 64n)).not.toThrow()
    expect(() => assertBlockNumber(5)).toThrow(expect.objectContaining({ code: 'invalid-block-number', details: '5' }))
  })

  test('behavior: normalizeEnsName returns the normalised name and refuses an empty one', () => {
    expect(normalizeEnsName('Creator.ETH', normalize)).toBe('creator.eth')
    expect(() => normalizeEnsName('', normalize)).toThrow(expect.objectContaining({ code: 'invalid-ens-name' }))
    expect(() => normalizeEnsName(42, normalize)).toThrow(expect.objectContaining({ code: 'invalid-ens-name' }))
  })

  test('behavior: rpcHost keeps the host and drops a key in the path', () => {
    expect(rpcHost('https://eth-mainnet.g.alchemy.com/v2/secret-key')).toBe('eth-mainnet.g.alchemy.com')
    expect(rpcHost('not a url')).toBe('invalid URL')
  })
})
