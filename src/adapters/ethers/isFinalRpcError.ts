/** EIP-1474 -32003 transaction rejected, EIP-1193 4001 user rejected, WalletConnect 7000 session settlement, CAIP 5000. */
const FINAL_CODES = new Set([-32003, 4001, 7000, 5000])
/** A revert, however the node words it (viem's ExecutionRevertedError.nodeMessage). */
const REVERTED = /execution reverted|gas required exceeds allowance/

/**
 * True when a JSON-RPC error object is the same on any endpoint, so trying the next URL is pointless: the rule of
 * viem's fallback transport (viem 2.57 `shouldThrow`). Everything else (rate limit -32005, internal error -32603,
 * resource errors, even invalid params) may be the endpoint's own trouble and moves on to the next URL.
 * @example isFinalRpcError({ code: 3, message: 'execution reverted' }) // true
 */
export function isFinalRpcError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code !== 'number') return false
  return FINAL_CODES.has(code) || (typeof message === 'string' && REVERTED.test(message))
}
