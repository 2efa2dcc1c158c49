import type { Address, Hex } from '../../domain/shared/hex'
import { TRANSFER_TOPIC } from '../../domain/support/tokenTransfer'

/** keccak-256 of bytes, from the adapter's own chain library. */
export type Keccak = (bytes: Uint8Array) => Uint8Array

function bytesOf(hex: string): Uint8Array {
  const digits = hex.slice(2)
  const bytes = new Uint8Array(digits.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** Whether a logs bloom (yellow paper, M3:2048) has the three bits of `value` set: false means surely absent. */
function bloomMayContain(keccak: Keccak, bloom: Uint8Array, value: Hex): boolean {
  const hash = keccak(bytesOf(value))
  for (let i = 0; i < 6; i += 2) {
    const bit = (((hash[i] ?? 0) << 8) | (hash[i + 1] ?? 0)) & 2047
    const byte = bloom[255 - (bit >> 3)] ?? 0
    if ((byte & (1 << (bit & 7))) === 0) return false
  }
  return true
}

/**
 * Whether a block whose header has `logsBloom` may hold a Transfer log of one of `tokens` to one of `recipients`:
 * the bloom must have the Transfer topic, a token address and a recipient's padded address. False is certain, true
 * may be a false positive (then eth_getLogs answers nothing).
 */
export function mayHoldTransfers(
  keccak: Keccak,
  logsBloom: string,
  tokens: readonly Address[],
  recipients: readonly Address[],
): boolean {
  const bloom = bytesOf(logsBloom)
  if (!bloomMayContain(keccak, bloom, TRANSFER_TOPIC)) return false
  if (!tokens.some((token) => bloomMayContain(keccak, bloom, token.toLowerCase() as Hex))) return false
  return recipients.some((r) =>
    bloomMayContain(keccak, bloom, `0x${r.slice(2).toLowerCase().padStart(64, '0')}` as Hex),
  )
}
