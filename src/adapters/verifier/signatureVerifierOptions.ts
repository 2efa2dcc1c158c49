/** How a SignatureVerifier adapter reaches contract accounts: one RPC URL per chain id, with a timeout. */
export type SignatureVerifierOptions = {
  rpcUrls: Readonly<Record<number, string>>
  /** Per RPC request, in ms. */
  timeoutMs?: number | undefined
}

export const DEFAULT_VERIFIER_TIMEOUT_MS = 5_000

const BYTES = /^0x(?:[0-9a-fA-F]{2})+$/

/** True for non-empty, even-length hex: anything else cannot be a signature and never reaches the network. */
export function isSignatureBytes(signature: string): boolean {
  return BYTES.test(signature)
}
