import {
  createClient,
  http,
  isAddressEqual,
  isErc6492Signature,
  recoverMessageAddress,
  recoverTypedDataAddress,
  type Client,
  type TypedDataDefinition,
} from 'viem'
import { getCode, verifyMessage, verifyTypedData } from 'viem/actions'
import { BaseError } from '../../domain/errors/baseError'
import type { Address, Hex } from '../../domain/shared/hex'
import type { SpendPermissionTypedData } from '../../domain/support/monthly/spendPermission'
import type { SignatureVerifier } from '../../ports/signatureVerifier'
import type { SpendPermissionVerifier } from '../../ports/spendPermissionVerifier'
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
 * skips the call for an address without code and a plain signature). Spend permissions (EIP-712) take the same path.
 */
export class ViemSignatureVerifier implements SignatureVerifier, SpendPermissionVerifier {
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
    return this.onChain(chainId, address, signature, (client) => verifyMessage(client, { address, message, signature }))
  }

  /** True when the permission's account signed `typedData`; rejects with `verifier-unavailable` when the RPC fails. */
  async verifySpendPermission(typedData: SpendPermissionTypedData, signature: Hex): Promise<boolean> {
    if (!isSignatureBytes(signature)) return false
    const address = typedData.message.account
    // The domain's readonly shape is viem's TypedDataDefinition field for field.
    const definition = typedData as unknown as TypedDataDefinition
    if (await recoversTyped(address, definition, signature)) return true
    return this.onChain(typedData.domain.chainId, address, signature, (client) =>
      verifyTypedData(client, { ...definition, address, signature }),
    )
  }

  private async onChain(
    chainId: number,
    address: Address,
    signature: Hex,
    check: (client: Client) => Promise<boolean>,
  ): Promise<boolean> {
    const client = this.clients.get(chainId)
    if (!client) return false
    try {
      const code = await getCode(client, { address })
      if (!code && !isErc6492Signature(signature)) return false
      return await check(client)
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

async function recoversTyped(address: Address, typedData: TypedDataDefinition, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverTypedDataAddress({ ...typedData, signature }), address)
  } catch {
    return false
  }
}
