import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../../src/domain/chains/chain'
import type { Hash } from '../../../src/domain/shared/hex'
import { ANVIL_ACCOUNTS, anvilReceipt, startAnvil, type Anvil } from '../../support/anvil'

export const ANVIL_CHAIN_ID = 31337

/** Starts one anvil for the enclosing describe; every test runs on a snapshot that is reverted afterwards. */
export function useAnvil(): { readonly current: Anvil } {
  const ref = { current: undefined as unknown as Anvil }
  let snapshot = '0x0'
  beforeAll(async () => {
    ref.current = await startAnvil({ chainId: ANVIL_CHAIN_ID })
  })
  afterAll(async () => {
    await ref.current?.stop()
  })
  beforeEach(async () => {
    snapshot = await ref.current.rpc<string>('evm_snapshot')
  })
  afterEach(async () => {
    await ref.current.rpc('evm_setAutomine', [true])
    await ref.current.rpc('evm_revert', [snapshot])
  })
  return ref
}

/** The anvil node as a configured chain. */
export function anvilChain(anvil: Anvil, overrides: Partial<Chain> = {}): Chain {
  return {
    id: anvil.chainId,
    name: 'Anvil',
    nativeCurrency: DEFAULT_NATIVE_CURRENCY,
    rpcUrls: [anvil.url],
    ...overrides,
  }
}

/** Sends 1 wei from the first unlocked account; with automine off it stays pending until evm_mine. */
export function sendWei(anvil: Anvil, extra: Record<string, string> = {}): Promise<Hash> {
  return anvil.rpc<Hash>('eth_sendTransaction', [
    { from: ANVIL_ACCOUNTS[0].address, to: ANVIL_ACCOUNTS[1].address, value: '0x1', ...extra },
  ])
}

/** anvil's own answer for a receipt's block number (the reference the reader is compared with; see anvilReceipt). */
export async function minedBlock(anvil: Anvil, hash: Hash): Promise<bigint> {
  return BigInt((await anvilReceipt<{ blockNumber: string }>(anvil, hash)).blockNumber)
}

/** anvil's own count of `address`'s mined transactions (its next nonce) at the latest block. */
export async function anvilNonce(anvil: Anvil, address: string): Promise<number> {
  return Number(await anvil.rpc<string>('eth_getTransactionCount', [address, 'latest']))
}

/** Creation code whose runtime is PUSH1 0 PUSH1 0 REVERT (0x60006000fd): every call to it reverts. */
const REVERTING_CREATION_CODE = '0x6460006000fd6000526005601bf3'

/** Deploys the always-reverting contract (automine must be on) and returns its address. */
export async function deployReverting(anvil: Anvil): Promise<`0x${string}`> {
  const hash = await anvil.rpc<Hash>('eth_sendTransaction', [
    { from: ANVIL_ACCOUNTS[0].address, data: REVERTING_CREATION_CODE },
  ])
  const receipt = await anvilReceipt<{ contractAddress: `0x${string}` | null }>(anvil, hash)
  if (!receipt.contractAddress) throw new Error('the reverting contract was not deployed')
  return receipt.contractAddress
}
