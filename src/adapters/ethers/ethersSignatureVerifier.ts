import {
  AbiCoder,
  Contract,
  FetchRequest,
  JsonRpcProvider,
  Network,
  TypedDataEncoder,
  concat,
  hashMessage,
  isError,
  verifyMessage,
  verifyTypedData,
} from 'ethers'
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
import { ERC6492_VALIDATOR_BYTECODE } from './erc6492ValidatorBytecode'

const ERC1271_ABI = ['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)']
const ERC1271_MAGIC = '0x1626ba7e'
/** The 32 bytes an ERC-6492 signature (a contract account's, wrapped with the call that deploys it) ends with. */
const ERC6492_SUFFIX = '6492'.repeat(16)

/**
 * SignatureVerifier on ethers: EIP-191 recovery locally first; otherwise, through the chain's RPC, an ERC-6492
 * signature by the deploy-less validator (a counterfactual account is deployed only inside the call), and any other
 * by ERC-1271 `isValidSignature` when the address has code. Spend permissions (EIP-712) take the same path with their
 * typed-data hash.
 */
export class EthersSignatureVerifier implements SignatureVerifier, SpendPermissionVerifier {
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
    return this.onChain(chainId, address, hashMessage(message), signature)
  }

  /** True when the permission's account signed `typedData`; rejects with `verifier-unavailable` when the RPC fails. */
  async verifySpendPermission(typedData: SpendPermissionTypedData, signature: Hex): Promise<boolean> {
    if (!isSignatureBytes(signature)) return false
    const { domain, message } = typedData
    const types = { SpendPermission: [...typedData.types.SpendPermission] }
    const address = message.account
    if (recoversTyped(address, () => verifyTypedData(domain, types, message, signature))) return true
    return this.onChain(domain.chainId, address, TypedDataEncoder.hash(domain, types, message), signature)
  }

  private async onChain(chainId: number, address: Address, hash: string, signature: Hex): Promise<boolean> {
    const provider = this.providers.get(chainId)
    if (!provider) return false
    try {
      const check = signature.toLowerCase().endsWith(ERC6492_SUFFIX) ? isValidErc6492 : isValidErc1271
      return await withTimeout(check(provider, address, hash, signature), this.timeoutMs)
    } catch (err) {
      throw new BaseError('The signature could not be checked on chain', { code: 'verifier-unavailable', cause: err })
    }
  }
}

function recovers(address: Address, message: string, signature: Hex): boolean {
  return recoversTyped(address, () => verifyMessage(message, signature))
}

/** True when `recover` names `address`; a signature it cannot read recovers nobody. */
function recoversTyped(address: Address, recover: () => string): boolean {
  try {
    return recover().toLowerCase() === address.toLowerCase()
  } catch {
    return false
  }
}

async function isValidErc1271(
  provider: JsonRpcProvider,
  address: Address,
  hash: string,
  signature: Hex,
): Promise<boolean> {
  if ((await provider.getCode(address)) === '0x') return false
  try {
    const contract = new Contract(address, ERC1271_ABI, provider)
    const result: unknown = await contract.getFunction('isValidSignature').staticCall(hash, signature)
    return typeof result === 'string' && result.toLowerCase() === ERC1271_MAGIC
  } catch (err) {
    // A wallet that reverts or returns garbage says "not valid"; only transport failures are errors.
    if (isError(err, 'CALL_EXCEPTION') || isError(err, 'BAD_DATA')) return false
    throw err
  }
}

/** Runs the deploy-less validator with `eth_call`: a revert (a failed deployment, a malformed wrapper) is "not valid". */
async function isValidErc6492(
  provider: JsonRpcProvider,
  address: Address,
  hash: string,
  signature: Hex,
): Promise<boolean> {
  const args = AbiCoder.defaultAbiCoder().encode(['address', 'bytes32', 'bytes'], [address, hash, signature])
  try {
    return /^0x0*1$/.test(await provider.call({ data: concat([ERC6492_VALIDATOR_BYTECODE, args]) }))
  } catch (err) {
    if (isError(err, 'CALL_EXCEPTION') || isError(err, 'BAD_DATA')) return false
    throw err
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    // At most two requests (getCode, then the call), each bounded by the FetchRequest timeout; this is the backstop.
    timer = setTimeout(() => reject(new Error(`RPC timed out after ${ms * 2} ms`)), ms * 2)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}
