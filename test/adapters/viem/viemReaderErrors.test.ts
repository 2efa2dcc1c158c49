import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  HttpRequestError,
  TimeoutError,
  parseAbi,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { rpcUnavailableError } from '../../../src/adapters/chainReader/chainReaderErrors'
import { isViemRevert, toViemReaderError } from '../../../src/adapters/viem/viemReaderErrors'

const abi = parseAbi(['function name(bytes32) view returns (string)'])
const revert = () =>
  new ContractFunctionExecutionError(new ContractFunctionRevertedError({ abi, functionName: 'name', data: '0x' }), {
    abi,
    functionName: 'name',
    args: [`0x${'00'.repeat(32)}`],
  })

describe('toViemReaderError', () => {
  test('default', () => {
    const cause = new HttpRequestError({ url: 'https://eth.primary.test/v2/secret', status: 500 })
    expect(toViemReaderError(cause)).toMatchObject({
      code: 'rpc-unavailable',
      shortMessage: 'No RPC endpoint answered',
      cause,
    })
  })

  test('behavior: a timeout anywhere in the cause chain is rpc-timeout', () => {
    const timeout = new TimeoutError({ body: {}, url: 'https://eth.primary.test' })
    expect(toViemReaderError(timeout)).toMatchObject({ code: 'rpc-timeout', cause: timeout })
    const wrapped = new HttpRequestError({ url: 'https://eth.primary.test', cause: timeout })
    expect(toViemReaderError(wrapped)).toMatchObject({ code: 'rpc-timeout' })
  })

  test('behavior: the reader own errors pass through; anything else is rpc-unavailable', () => {
    const own = rpcUnavailableError('already mapped')
    expect(toViemReaderError(own)).toBe(own)
    expect(toViemReaderError(new TypeError('fetch failed'))).toMatchObject({
      code: 'rpc-unavailable',
      details: 'fetch failed',
    })
    expect(toViemReaderError('odd')).toMatchObject({ code: 'rpc-unavailable', details: 'odd' })
  })
})

describe('isViemRevert', () => {
  test('default', () => {
    expect(isViemRevert(revert())).toBe(true)
  })

  test('behavior: a transport failure is not a revert', () => {
    expect(isViemRevert(new HttpRequestError({ url: 'https://eth.primary.test', status: 500 }))).toBe(false)
    expect(isViemRevert(new Error('execution reverted'))).toBe(false)
  })
})
