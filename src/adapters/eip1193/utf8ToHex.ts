import type { Hex } from '../../domain/shared/hex'

/**
 * The UTF-8 bytes of a message as 0x-hex: personal_sign takes hex data (a plain string is ambiguous for messages
 * that happen to look like hex).
 * @example utf8ToHex('hi') === '0x6869'
 */
export function utf8ToHex(message: string): Hex {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return hex as Hex
}
