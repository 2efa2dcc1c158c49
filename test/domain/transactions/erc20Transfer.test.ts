import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readTokenTransfer, TRANSFER_TOPIC } from '../../../src/domain/support/tokenTransfer'
import type { Address } from '../../../src/domain/shared/hex'
import { encodeTransfer, TRANSFER_SELECTOR } from '../../../src/domain/transactions/erc20Transfer'

const CREATOR: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const address = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/) as fc.Arbitrary<Address>
const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })

describe('encodeTransfer', () => {
  test('default: transfer(address,uint256) call data, as any ABI encoder writes it', () => {
    // viem: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [CREATOR, 5_000_000n] })
    expect(encodeTransfer(CREATOR, 5_000_000n)).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
        '00000000000000000000000000000000000000000000000000000000004c4b40',
    )
  })

  test('errors: an address that is not one, an amount outside uint256', () => {
    expect(() => encodeTransfer('0x1234' as Address, 1n)).toThrow(expect.objectContaining({ code: 'invalid-argument' }))
    expect(() => encodeTransfer(CREATOR, -1n)).toThrow(expect.objectContaining({ code: 'invalid-argument' }))
    expect(() => encodeTransfer(CREATOR, 2n ** 256n)).toThrow(expect.objectContaining({ code: 'invalid-argument' }))
  })

  test('behavior (property): selector then two 32-byte words that read back as the recipient and the amount', () => {
    fc.assert(
      fc.property(address, uint256, (to, amount) => {
        const data = encodeTransfer(to, amount)
        expect(data).toMatch(/^0xa9059cbb[0-9a-f]{128}$/)
        expect(data.slice(0, 10)).toBe(TRANSFER_SELECTOR)
        // The words are the ones a Transfer log carries: the server's reader gets the same recipient and value back.
        const words = [`0x${data.slice(10, 74)}`, `0x${data.slice(74)}`] as const
        const read = readTokenTransfer({ address: to, topics: [TRANSFER_TOPIC, words[0], words[0]], data: words[1] })
        expect(read?.to.toLowerCase()).toBe(to.toLowerCase())
        expect(read?.value).toBe(amount)
      }),
    )
  })
})
