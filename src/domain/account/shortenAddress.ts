const LEADING = 4
const TRAILING = 4

/**
 * product rules: "Address and name display": the first 4 and last 4 characters joined by an ellipsis (the 4 leading
 * include "0x", as RainbowKit's formatAddress did). Strings shorter than 8 characters are returned unchanged.
 * @example shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') === '0xf3…2266'
 */
export function shortenAddress(address: string): string {
  if (address.length < LEADING + TRAILING) return address
  return `${address.slice(0, LEADING)}…${address.slice(address.length - TRAILING)}`
}
