import { makeError } from 'ethers'
import { describe, expect, test } from 'vitest'
import { rpcTimeoutError } from '../../../src/adapters/chainReader/chainReaderErrors'
import { isEthersRevert, toEthersReaderError } from '../../../src/adapters/ethers/ethersReaderErrors'

describe('toEthersReaderError', () => {
  test('default', () => {
    const cause = makeError('server response 500', 'SERVER_ERROR')
    expect(toEthersReaderError(cause)).toMatchObject({
      code: 'rpc-unavailable',
      shortMessage: 'No RPC endpoint answered',
      cause,
    })
  })

  test('behavior: an ethers TIMEOUT is rpc-timeout', () => {
    expect(toEthersReaderError(makeError('timeout', 'TIMEOUT'))).toMatchObject({
      code: 'rpc-timeout',
      details: 'timeout',
    })
  })

  test('behavior: the transport errors pass through; anything else is rpc-unavailable', () => {
    const own = rpcTimeoutError('eth.primary.test: no answer within 300 ms')
    expect(toEthersReaderError(own)).toBe(own)
    expect(toEthersReaderError(new TypeError('fetch failed'))).toMatchObject({
      code: 'rpc-unavailable',
      details: 'fetch failed',
    })
  })
})

describe('isEthersRevert', () => {
  test('default', () => {
    expect(
      isEthersRevert(
        makeError('execution reverted', 'CALL_EXCEPTION', {
          action: 'call',
          data: '0x',
          reason: null,
          transaction: { to: null, data: '0x' },
          invocation: null,
          revert: null,
        }),
      ),
    ).toBe(true)
  })

  test('behavior: a transport failure is not a revert', () => {
    expect(isEthersRevert(makeError('timeout', 'TIMEOUT'))).toBe(false)
    expect(isEthersRevert(new Error('execution reverted'))).toBe(false)
  })
})
