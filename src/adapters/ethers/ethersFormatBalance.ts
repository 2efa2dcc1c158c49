import { formatUnits } from 'ethers'

/**
 * The exact decimal string of `value` in units of `decimals`, as viem's formatUnits writes it: ethers writes whole
 * amounts as "10000.0", the port's `formatted` is "10000".
 * @example formatBalance(1500000000000000000n, 18) // "1.5"
 */
export function formatBalance(value: bigint, decimals: number): string {
  const formatted = formatUnits(value, decimals)
  return formatted.endsWith('.0') ? formatted.slice(0, -2) : formatted
}
