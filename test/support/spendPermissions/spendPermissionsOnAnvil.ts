import { readFileSync } from 'node:fs'
import {
  type Abi,
  type Address,
  concatHex,
  decodeErrorResult,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  type Hash,
  type Hex,
  hashTypedData,
} from 'viem'
import { sign } from 'viem/accounts'
import {
  SPEND_PERMISSION_DOMAIN,
  SPEND_PERMISSION_TYPES,
  type SpendPermission,
} from '../../../src/domain/support/monthly/spendPermission'
import { ANVIL_ACCOUNTS, anvilReceipt, type Anvil } from '../anvil'

// The monthly-support contracts on anvil: the spend-permission manager and smart-account factory stand-ins (see the
// README beside this file for why they are stand-ins) and our MonthlyCollector, each deployed by a real transaction.

type Built = { abi: Abi; bytecode: Hex }
// Read rather than imported: Playwright's loader wants JSON imports attributed.
const artifact = JSON.parse(readFileSync(new URL('./spendPermissionsArtifact.json', import.meta.url), 'utf8')) as {
  contracts: Record<'MonthlyCollector' | 'StandInSpendPermissionManager' | 'StandInSmartAccountFactory', Built>
}

export const MANAGER_ABI = artifact.contracts.StandInSpendPermissionManager.abi
export const FACTORY_ABI = artifact.contracts.StandInSmartAccountFactory.abi
export const COLLECTOR_ABI = artifact.contracts.MonthlyCollector.abi
export const ERC6492_SUFFIX: Hex = `0x${'6492'.repeat(16)}`
export const THIRTY_DAYS = 30 * 24 * 60 * 60
/** `end` of a permission without an end date (uint48 max), as Coinbase's tools write it. */
export const NO_END = 2 ** 48 - 1

/** A permission as the manager's struct holds it: the domain's own type. */
export type OnChainPermission = SpendPermission

export type MonthlyContracts = { manager: Address; factory: Address; collector: Address }

/** Sends a transaction from an unlocked account and waits until it is mined; its receipt's status and address. */
export async function sendTx(
  anvil: Anvil,
  from: Address,
  to: Address | undefined,
  data: Hex,
): Promise<{ hash: Hash; ok: boolean; contractAddress: Address | null }> {
  // A fixed gas limit: a call that reverts is still mined, so a test reads its failure from the receipt.
  const hash = await anvil.rpc<Hash>('eth_sendTransaction', [{ from, ...(to ? { to } : {}), data, gas: '0x1000000' }])
  const receipt = await anvilReceipt<{ status: Hex; contractAddress: Address | null }>(anvil, hash)
  return { hash, ok: receipt.status === '0x1', contractAddress: receipt.contractAddress }
}

async function deploy(anvil: Anvil, built: Built, args: readonly unknown[] = []): Promise<Address> {
  const data = encodeDeployData({ abi: built.abi, bytecode: built.bytecode, args })
  const { contractAddress } = await sendTx(anvil, ANVIL_ACCOUNTS[0].address, undefined, data)
  if (!contractAddress) throw new Error('a monthly-support contract was not deployed')
  return contractAddress
}

/** Deploys the manager, the smart-account factory and a collector bound to that manager. */
export async function deployMonthlyContracts(anvil: Anvil): Promise<MonthlyContracts> {
  const manager = await deploy(anvil, artifact.contracts.StandInSpendPermissionManager)
  const factory = await deploy(anvil, artifact.contracts.StandInSmartAccountFactory)
  const collector = await deploy(anvil, artifact.contracts.MonthlyCollector, [manager])
  return { manager, factory, collector }
}

/** A counterfactual smart account: its address, and the factory call that deploys it there. */
export type SmartAccount = { address: Address; factory: Address; factoryData: Hex; ownerKey: Hex }

/** The account `ownerKey` controls (with the manager as second owner, as Coinbase's wallets add it); not deployed. */
export async function smartAccount(
  anvil: Anvil,
  contracts: MonthlyContracts,
  owner: { address: Address; privateKey: Hex },
  nonce = 0n,
): Promise<SmartAccount> {
  const args = [[owner.address, contracts.manager], nonce] as const
  const answer = await call(
    anvil,
    contracts.factory,
    encodeFunctionData({ abi: FACTORY_ABI, functionName: 'getAddress', args }),
  )
  return {
    address: decodeFunctionResult({ abi: FACTORY_ABI, functionName: 'getAddress', data: answer }) as Address,
    factory: contracts.factory,
    factoryData: encodeFunctionData({ abi: FACTORY_ABI, functionName: 'createAccount', args }),
    ownerKey: owner.privateKey,
  }
}

/** An `eth_call` at the latest block; its raw answer (rejects on revert). */
export async function call(anvil: Anvil, to: Address, data: Hex): Promise<Hex> {
  return anvil.rpc<Hex>('eth_call', [{ to, data }, 'latest'])
}

/** The EIP-712 digest the manager's `getHash` computes, as viem computes it. */
export function permissionDigest(manager: Address, chainId: number, permission: OnChainPermission): Hex {
  return hashTypedData({
    domain: { ...SPEND_PERMISSION_DOMAIN, chainId, verifyingContract: manager },
    types: SPEND_PERMISSION_TYPES,
    primaryType: 'SpendPermission',
    message: permission,
  })
}

/** The owner key's signature of the permission, wrapped for ERC-6492 (the account need not exist yet). */
export async function signAsCounterfactual(
  account: SmartAccount,
  manager: Address,
  chainId: number,
  permission: OnChainPermission,
): Promise<Hex> {
  const inner = await sign({
    hash: permissionDigest(manager, chainId, permission),
    privateKey: account.ownerKey,
    to: 'hex',
  })
  const wrapped = encodeAbiParameters(
    [{ type: 'address' }, { type: 'bytes' }, { type: 'bytes' }],
    [account.factory, account.factoryData, inner],
  )
  return concatHex([wrapped, ERC6492_SUFFIX])
}

/** `extraData` naming the creator a collector permission pays. */
export function creatorExtraData(creator: Address): Hex {
  return encodeAbiParameters([{ type: 'address' }], [creator])
}

const ERC20_BALANCE = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'holder', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

/** `holder`'s balance of the ERC-20 at `token`, at the latest block. */
export async function tokenBalance(anvil: Anvil, token: Address, holder: Address): Promise<bigint> {
  const data = await call(
    anvil,
    token,
    encodeFunctionData({ abi: ERC20_BALANCE, functionName: 'balanceOf', args: [holder] }),
  )
  return decodeFunctionResult({ abi: ERC20_BALANCE, functionName: 'balanceOf', data })
}

/** The chain's latest block timestamp. */
export async function chainNow(anvil: Anvil): Promise<number> {
  const block = await anvil.rpc<{ timestamp: Hex }>('eth_getBlockByNumber', ['latest', false])
  return Number(BigInt(block.timestamp))
}

/** Moves the chain's clock forward and mines a block there. */
export async function advance(anvil: Anvil, seconds: number): Promise<void> {
  await anvil.rpc('evm_increaseTime', [seconds])
  await anvil.rpc('evm_mine')
}

export function managerCall(functionName: string, args: readonly unknown[]): Hex {
  return encodeFunctionData({ abi: MANAGER_ABI, functionName, args } as never)
}

export function collectorCall(permission: OnChainPermission): Hex {
  return encodeFunctionData({ abi: COLLECTOR_ABI, functionName: 'collect', args: [permission] } as never)
}

/** The custom error a call from `from` would revert with now (decoded against every monthly ABI), or null if none. */
export async function revertOf(anvil: Anvil, from: Address, to: Address, data: Hex): Promise<string | null> {
  const res = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ from, to, data }, 'latest'] }),
  })
  const body = (await res.json()) as { result?: Hex; error?: { message: string; data?: Hex } }
  if (!body.error) return null
  const revertData = body.error.data
  if (!revertData || revertData.length < 10) return body.error.message
  for (const abi of [MANAGER_ABI, COLLECTOR_ABI, FACTORY_ABI]) {
    try {
      return decodeErrorResult({ abi, data: revertData }).errorName
    } catch {
      // not this contract's error: try the next ABI
    }
  }
  return revertData
}
