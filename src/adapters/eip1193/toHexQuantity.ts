/** A non-negative integer as the 0x-prefixed hex quantity JSON-RPC expects. @example toHexQuantity(10n) === '0xa' */
export function toHexQuantity(value: number | bigint): `0x${string}` {
  return `0x${value.toString(16)}`
}
