/** A 0x-prefixed hex string. */
export type Hex = `0x${string}`
/** A 0x-prefixed 20-byte account address (checksummed or lower case). */
export type Address = `0x${string}`
/** A 0x-prefixed 32-byte transaction hash. */
export type Hash = `0x${string}`

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** True for a 0x-prefixed 40-hex-digit string. Checksum is the adapters' concern. */
export function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && ADDRESS.test(value)
}

const HASH = /^0x[0-9a-fA-F]{64}$/

/** True for 0x followed by 64 hex characters: a transaction (or block) hash. */
export function isHash(value: unknown): value is Hash {
  return typeof value === 'string' && HASH.test(value)
}

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/

/** True for 0x followed by whole bytes of hex ("0x", no data, included): call data. */
export function isHexData(value: unknown): value is Hex {
  return typeof value === 'string' && HEX_DATA.test(value)
}

/** Transaction hash equality ignoring case (nodes and wallets write hex in either). */
export function sameHash(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** Address equality ignoring case. */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()
}
