import type { Address, Hex } from '../domain/shared/hex'

/** Checks an EIP-191 personal_sign signature, or ERC-1271 for a contract account (through the chain's RPC). */
export interface SignatureVerifier {
  verify(args: { address: Address; message: string; signature: Hex; chainId: number }): Promise<boolean>
}
