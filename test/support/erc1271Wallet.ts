import type { Hex } from '../../src/domain/shared/hex'

/**
 * Runtime bytecode of a minimal ERC-1271 contract account that has approved exactly one message hash (the way Safe
 * approves hashes on chain): `isValidSignature(hash, sig)` returns 0x1626ba7e for `hash` and zero for anything else.
 *
 *   PUSH1 4 CALLDATALOAD PUSH32 hash EQ PUSH1 valid JUMPI
 *   PUSH1 32 PUSH1 0 RETURN                        ; 32 zero bytes: not valid
 *   valid: JUMPDEST PUSH32 0x1626ba7e<<224 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN
 */
export function approvedHashWalletCode(hash: Hex): Hex {
  const word = hash.slice(2).toLowerCase()
  if (!/^[0-9a-f]{64}$/.test(word)) throw new Error('hash must be 32 bytes')
  return `0x6004357f${word}14602d5760206000f35b7f1626ba7e${'00'.repeat(28)}60005260206000f3`
}
