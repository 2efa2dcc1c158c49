import { describe, expect, test } from 'vitest'
import { isFinalRpcError } from '../../../src/adapters/ethers/isFinalRpcError'

describe('isFinalRpcError', () => {
  test('default', () => {
    expect(isFinalRpcError({ code: 3, message: 'execution reverted', data: '0x' })).toBe(true)
    expect(isFinalRpcError({ code: -32005, message: 'limit exceeded' })).toBe(false)
  })

  test('behavior: final as in viem: a revert in the message, a rejected transaction, a user rejection', () => {
    expect(isFinalRpcError({ code: -32000, message: 'execution reverted: Ownable: caller is not the owner' })).toBe(
      true,
    )
    expect(isFinalRpcError({ code: -32000, message: 'gas required exceeds allowance (0)' })).toBe(true)
    for (const code of [-32003, 4001, 7000, 5000])
      expect(isFinalRpcError({ code, message: '' }), String(code)).toBe(true)
  })

  test('behavior: anything else moves on, invalid params and a code that is not a number included', () => {
    for (const code of [-32005, -32603, -32000, -32002, -32602, -32601, -32700, 429]) {
      expect(isFinalRpcError({ code, message: 'header not found' }), String(code)).toBe(false)
    }
    for (const error of [
      { code: '3', message: 'execution reverted' },
      { message: 'execution reverted' },
      null,
      'execution reverted',
      3,
    ]) {
      expect(isFinalRpcError(error), JSON.stringify(error)).toBe(false)
    }
  })
})
