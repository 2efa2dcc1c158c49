import { BaseError } from '../errors/baseError'
import { type Address, type Hex, isAddress } from '../shared/hex'

/** The 4-byte selector of ERC-20 `transfer(address,uint256)`: keccak256 of that signature, first 4 bytes. */
export const TRANSFER_SELECTOR = '0xa9059cbb'

const MAX_UINT256 = 2n ** 256n - 1n

/**
 * The call data of ERC-20 `transfer(to, amount)`: the selector, then `to` and `amount` each as one 32-byte word (ABI
 * encoding, by hand: no chain library in the domain). Lower-case hex. Throws an `invalid-argument` BaseError for an
 * address that is not one or an amount outside uint256.
 * @example encodeTransfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 5_000_000n) // '0xa9059cbb00…70997970c5…79c800…004c4b40'
 */
export function encodeTransfer(to: Address, amount: bigint): Hex {
  if (!isAddress(to)) throw new BaseError('transfer: not an address', { code: 'invalid-argument' })
  if (amount < 0n || amount > MAX_UINT256) {
    throw new BaseError('transfer: amount outside uint256', { code: 'invalid-argument' })
  }
  const word = (hex: string) => hex.toLowerCase().padStart(64, '0')
  return `${TRANSFER_SELECTOR}${word(to.slice(2))}${word(amount.toString(16))}`
}
