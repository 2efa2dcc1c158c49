import { createClient, http, isAddressEqual, isErc6492Signature, recoverMessageAddress, type Client } from 'viem'
import { getCode, verifyMessage } from 'viem/actions'
import { BaseError } from '../../domain/errors/baseError'
import type { Address, Hex } from '../../domain/shared/hex'
import type { SignatureVerifier } from '../../ports/signatureVerifier'
import {
  DEFAULT_VERIFIER_TIMEOUT_MS,
  isSignatureBytes,
  type SignatureVerifierOptions,
} from '../verifier/signatureVerifierOptions'

/**
 * SignatureVerifier on viem: EIP-191 recovery locally first (no network for ordinary accounts); otherwise viem's
 * verifyMessage over the chain's RPC, which asks a deployed contract account through ERC-1271 and a counterfactual
 * one through ERC-6492. A chain without an RPC URL only gets the local check.
 * verifyMessage reads a failed RPC call as "invalid", so a getCode first tells an outage from a bad signature (and
 * skips the call for an address without code and a plain signature).
 */
export class ViemSignatureVerifier implements SignatureVerifier {
  private readonly clients = new Map<number, Client>()

  constructor({ rpcUrls, timeoutMs = DEFAULT_VERIFIER_TIMEOUT_MS }: SignatureVerifierOptions) {
    for (const [chainId, url] of Object.entries(rpcUrls)) {
      this.clients.set(Number(chainId), createClient({ transport: http(url, { timeout: timeoutMs, retryCount: 1 }) }))
    }
  }

  /** True when `signature` is `address`'s over `message`; rejects with `verifier-unavailable` when the RPC fails. */
  async verify({
    address,
    message,
    signature,
    chainId,
  }: {
    address: Address
    message: string
    signature: Hex
    chainId: number
  }): Promise<boolean> {
    if (!isSignatureBytes(signature)) return false
    if (await recovers(address, message, signature)) return true
    const client = this.clients.get(chainId)
    if (!client) return false
    try {
      const code = await getCode(client, { address })
      if (!code && !isErc6492Signature(signature)) return false
      return await verifyMessage(client, { address, message, signature })
    } catch (err) {
      throw new BaseError('The signature could not be checked on chain', { code: 'verifier-unavailable', cause: err })
    }
  }
}

async function recovers(address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    return false
  }
}
