import {
  type Address,
  concatHex,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  pad,
  parseAbi,
  toHex,
} from 'viem'
import { ANVIL_ACCOUNTS, anvilReceipt, type Anvil } from '../anvil'
import artifact from './ownedAccountArtifact.json'

// A real smart account for the ERC-6492 tests: OwnedAccount.sol, compiled once by compileOwnedAccount.mjs (the
// artifact names its compiler). Its factory is installed on anvil; accounts are deployed by it, or not at all.

/** Where the tests install the factory (any free address would do). */
export const OWNED_ACCOUNT_FACTORY: Address = '0x0000000000000000000000000000000000006492'

/** The 32 bytes that end an ERC-6492 signature. */
export const ERC6492_SUFFIX: Hex = `0x${'6492'.repeat(16)}`

const FACTORY_ABI = parseAbi([
  'function deploy(address owner, bytes32 salt) returns (address)',
  'function addressOf(address owner, bytes32 salt) view returns (address)',
])

/** A counterfactual account: the address it will have, and the factory call that deploys it there. */
export type OwnedAccount = { address: Address; factory: Address; factoryData: Hex }

/** Installs the factory's code on the node (no transaction; anvil only). */
export async function installOwnedAccountFactory(anvil: Anvil): Promise<void> {
  await anvil.rpc('anvil_setCode', [OWNED_ACCOUNT_FACTORY, artifact.factory.deployedBytecode])
}

/** The account `owner`'s key controls for `salt`, as the factory computes it; nothing is deployed. */
export async function ownedAccount(anvil: Anvil, owner: Address, salt: number): Promise<OwnedAccount> {
  const args = [owner, pad(toHex(salt), { size: 32 })] as const
  const result = await anvil.rpc<Hex>('eth_call', [
    { to: OWNED_ACCOUNT_FACTORY, data: encodeFunctionData({ abi: FACTORY_ABI, functionName: 'addressOf', args }) },
    'latest',
  ])
  return {
    address: decodeFunctionResult({ abi: FACTORY_ABI, functionName: 'addressOf', data: result }),
    factory: OWNED_ACCOUNT_FACTORY,
    factoryData: encodeFunctionData({ abi: FACTORY_ABI, functionName: 'deploy', args }),
  }
}

/** An ERC-6492 signature: `abi.encode(factory, factoryData, signature) ++ 0x6492…6492`. */
export function wrapErc6492({ factory, factoryData }: Omit<OwnedAccount, 'address'>, signature: Hex): Hex {
  const wrapped = encodeAbiParameters(
    [{ type: 'address' }, { type: 'bytes' }, { type: 'bytes' }],
    [factory, factoryData, signature],
  )
  return concatHex([wrapped, ERC6492_SUFFIX])
}

/** Deploys the account for real (a mined transaction from anvil's first account). */
export async function deployOwnedAccount(anvil: Anvil, account: OwnedAccount): Promise<void> {
  const hash = await anvil.rpc<Hex>('eth_sendTransaction', [
    { from: ANVIL_ACCOUNTS[0].address, to: account.factory, data: account.factoryData },
  ])
  await anvilReceipt(anvil, hash)
}
