import { readFileSync } from 'node:fs'
import { type Address, encodeAbiParameters, encodeFunctionData, getAddress, type Hash, type Hex, parseAbi } from 'viem'
import { type Anvil, anvilReceipt } from '../anvil'

// A smart account for the indexer tests and bench: BatchAccount.sol, compiled once by compileBatchAccount.mjs.
// Read rather than imported, as the token's artifact is (Playwright's loader wants JSON imports attributed).
const artifact = JSON.parse(readFileSync(new URL('./batchAccountArtifact.json', import.meta.url), 'utf8')) as {
  bytecode: Hex
}

const ACCOUNT_ABI = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls) payable',
])
const TRANSFER_ABI = parseAbi(['function transfer(address to, uint256 value) returns (bool)'])

/** One call of a batch: `value` wei to `target` with `data` (none for a plain native payment). */
export type BatchCall = { target: Address; value?: bigint; data?: Hex }

/** A deployed BatchAccount; `executeBatch` is sent by its owner and resolves to the mined transaction's hash. */
export type BatchAccount = {
  /** Checksummed, as the API lists a payer. */
  address: Address
  executeBatch(calls: readonly BatchCall[]): Promise<Hash>
}

/** An ERC-20 `transfer(to, value)` call to `token`, for a batch. */
export function tokenTransferCall(token: Address, to: Address, value: bigint): BatchCall {
  return { target: token, data: encodeFunctionData({ abi: TRANSFER_ABI, functionName: 'transfer', args: [to, value] }) }
}

/** Deploys a BatchAccount owned by `owner`, an unlocked anvil account that sends its batches (automine must be on). */
export async function deployBatchAccount(anvil: Anvil, owner: Address): Promise<BatchAccount> {
  const args = encodeAbiParameters([{ type: 'address' }], [owner])
  const deployed = await anvil.rpc<Hash>('eth_sendTransaction', [
    { from: owner, data: `${artifact.bytecode}${args.slice(2)}` },
  ])
  const receipt = await anvilReceipt<{ contractAddress: Address | null }>(anvil, deployed)
  if (!receipt.contractAddress) throw new Error('the batch account was not deployed')
  const address = getAddress(receipt.contractAddress)
  return {
    address,
    async executeBatch(calls) {
      const data = encodeFunctionData({
        abi: ACCOUNT_ABI,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.target, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
      // A fixed gas limit: a batch that reverts is mined and fails here with its hash, not in estimation.
      const hash = await anvil.rpc<Hash>('eth_sendTransaction', [{ from: owner, to: address, data, gas: '0x100000' }])
      const mined = await anvilReceipt<{ status: string }>(anvil, hash)
      if (mined.status !== '0x1') throw new Error(`the batch ${hash} reverted`)
      return hash
    },
  }
}
