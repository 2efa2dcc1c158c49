import { Contract, FetchRequest, JsonRpcProvider, Network, hashMessage, isError, verifyMessage } from 'ethers'
import { BaseError } from '../../domain/errors/baseError'
import type { Address, Hex } from '../../domain/shared/hex'
import type { SignatureVerifier } from '../../ports/signatureVerifier'
import {
  DEFAULT_VERIFIER_TIMEOUT_MS,
  isSignatureBytes,
  type SignatureVerifierOptions,
} from '../verifier/signatureVerifierOptions'

const ERC1271_ABI = ['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)']
const ERC1271_MAGIC = '0x1626ba7e'

/**
 * SignatureVerifier on ethers: EIP-191 recovery locally first; otherwise, when the address has code on the chain,
 * ERC-1271 `isValidSignature` through the chain's RPC. (Counterfactual ERC-6492 accounts are not checked here.)
 */
export class EthersSignatureVerifier implements SignatureVerifier {
  private readonly providers = new Map<number, JsonRpcProvider>()
  private readonly timeoutMs: number

  constructor({ rpcUrls, timeoutMs = DEFAULT_VERIFIER_TIMEOUT_MS }: SignatureVerifierOptions) {
    this.timeoutMs = timeoutMs
    for (const [key, url] of Object.entries(rpcUrls)) {
      const chainId = Number(key)
      const request = new FetchRequest(url)
      request.timeout = timeoutMs
      const network = Network.from(chainId)
      this.providers.set(chainId, new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1 }))
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
    if (recovers(address, message, signature)) return true
    const provider = this.providers.get(chainId)
    if (!provider) return false
    try {
      return await withTimeout(isValidErc1271(provider, address, message, signature), this.timeoutMs)
    } catch (err) {
      throw new BaseError('The signature could not be checked on chain', { code: 'verifier-unavailable', cause: err })
    }
  }
}

function recovers(address: Address, message: string, signature: Hex): boolean {
  try {
    return verifyMessage(message, signature).toLowerCase() === address.toLowerCase()
  } catch {
    return false
  }
}

async function isValidErc1271(
  provider: JsonRpcProvider,
  address: Address,
  message: string,
  signature: Hex,
): Promise<boolean> {
  if ((await provider.getCode(address)) === '0x') return false
  try {
    const contract = new Contract(address, ERC1271_ABI, provider)
    const result: unknown = await contract.getFunction('isValidSignature').staticCall(hashMessage(message), signature)
    return typeof result === 'string' && result.toLowerCase() === ERC1271_MAGIC
  } catch (err) {
    // A wallet that reverts or returns garbage says "not valid"; only transport failures are errors.
    if (isError(err, 'CALL_EXCEPTION') || isError(err, 'BAD_DATA')) return false
    throw err
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    // Two requests (getCode, then the call), each bounded by the FetchRequest timeout; this is the backstop.
    timer = setTimeout(() => reject(new Error(`RPC timed out after ${ms * 2} ms`)), ms * 2)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}
