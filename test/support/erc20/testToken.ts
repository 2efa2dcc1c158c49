import { type Address, encodeAbiParameters, encodeFunctionData, type Hash, type Hex, parseAbi } from 'viem'
import { ANVIL_ACCOUNTS, anvilReceipt, type Anvil } from '../anvil'
import { readFileSync } from 'node:fs'

// A real ERC-20 for the token tests: TestToken.sol, compiled once by compileTestToken.mjs (the artifact names its
// compiler), deployed by each test that needs it with its own symbol and decimals.

// Read rather than imported: Playwright's loader (the e2e global setup deploys one) wants JSON imports attributed.
const artifact = JSON.parse(readFileSync(new URL('./testTokenArtifact.json', import.meta.url), 'utf8')) as {
  bytecode: string
}

const TOKEN_ABI = parseAbi([
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function transferEach(address[] to, uint256[] values) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
])

/** A deployed test token and the calls the tests make to it, each a mined transaction's hash. */
export type TestToken = {
  address: Address
  mint(to: Address, value: bigint): Promise<Hash>
  transfer(from: Address, to: Address, value: bigint): Promise<Hash>
  /** One transaction from `from` with one Transfer log per recipient. */
  transferEach(from: Address, payments: readonly { to: Address; value: bigint }[]): Promise<Hash>
  approve(owner: Address, spender: Address, value: bigint): Promise<Hash>
  /** Sent by `spender` (a bundler, say): the Transfer log names `from`, the transaction `spender`. */
  transferFrom(spender: Address, from: Address, to: Address, value: bigint): Promise<Hash>
}

/** Sends `data` to `to` from an unlocked account and waits until it is mined (automine on); its hash. */
async function send(anvil: Anvil, from: Address, to: Address | undefined, data: Hex, gas?: string): Promise<Hash> {
  const hash = await anvil.rpc<Hash>('eth_sendTransaction', [
    { from, ...(to ? { to } : {}), data, ...(gas && { gas }) },
  ])
  await anvilReceipt(anvil, hash)
  return hash
}

/**
 * Deploys TestToken with `symbol` and `decimals` from `deployer` (anvil's first account by default; any other must be
 * unlocked or impersonated, with ether for gas), which is also its minter (automine must be on).
 */
export async function deployTestToken(
  anvil: Anvil,
  symbol = 'TST',
  decimals = 6,
  deployer: Address = ANVIL_ACCOUNTS[0].address,
): Promise<TestToken> {
  const args = encodeAbiParameters([{ type: 'string' }, { type: 'uint8' }], [symbol, decimals])
  const hash = await send(anvil, deployer, undefined, `${artifact.bytecode as Hex}${args.slice(2)}` as Hex)
  const receipt = await anvilReceipt<{ contractAddress: Address | null }>(anvil, hash)
  if (!receipt.contractAddress) throw new Error('the test token was not deployed')
  const address = receipt.contractAddress
  // A fixed gas limit: a call that reverts is still sent and mined (estimation would refuse it).
  const call = (from: Address, data: Hex) => send(anvil, from, address, data, '0x30000')
  return {
    address,
    mint: (to, value) =>
      call(deployer, encodeFunctionData({ abi: TOKEN_ABI, functionName: 'mint', args: [to, value] })),
    transfer: (from, to, value) =>
      call(from, encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, value] })),
    transferEach: (from, payments) =>
      call(
        from,
        encodeFunctionData({
          abi: TOKEN_ABI,
          functionName: 'transferEach',
          args: [payments.map((p) => p.to), payments.map((p) => p.value)],
        }),
      ),
    approve: (owner, spender, value) =>
      call(owner, encodeFunctionData({ abi: TOKEN_ABI, functionName: 'approve', args: [spender, value] })),
    transferFrom: (spender, from, to, value) =>
      call(spender, encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transferFrom', args: [from, to, value] })),
  }
}
