const DECIMAL = /^[0-9]+$/
const HEX = /^0x[0-9a-fA-F]+$/

/** A positive safe integer: what a chain id must be. */
export function isChainIdNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0
}

/**
 * A chain id from a number, a bigint, a decimal string or a 0x hex string (what wallets send); undefined for
 * anything else, zero, negatives and values beyond Number.MAX_SAFE_INTEGER.
 * @example parseChainId('0x5') === 5
 */
export function parseChainId(value: unknown): number | undefined {
  let n: number | undefined
  if (typeof value === 'number') n = value
  else if (typeof value === 'bigint') n = value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : undefined
  else if (typeof value === 'string' && (DECIMAL.test(value) || HEX.test(value)) && value.length <= 66)
    n = Number(value)
  return n !== undefined && isChainIdNumber(n) ? n : undefined
}
