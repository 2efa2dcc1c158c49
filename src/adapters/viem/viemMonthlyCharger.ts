import {
  type Chain,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  keccak256,
  parseAbi,
  parseTransaction,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Address, Hash, Hex } from '../../domain/shared/hex'
import type { SpendPermission } from '../../domain/support/monthly/spendPermission'
import type { MinedCharge, MonthlyCharger, PermissionView } from '../../ports/monthlyCharger'
import type { SignedCharge } from '../../ports/monthlySupportStore'

const PERMISSION =
  '(address account, address spender, address token, uint160 allowance, uint48 period, uint48 start, uint48 end, uint256 salt, bytes extraData)'
const MANAGER = parseAbi([
  `function isRevoked(${PERMISSION} permission) view returns (bool)`,
  `function isApproved(${PERMISSION} permission) view returns (bool)`,
  `function getCurrentPeriod(${PERMISSION} permission) view returns ((uint48 start, uint48 end, uint160 spend))`,
  `function approveWithSignature(${PERMISSION} permission, bytes signature) returns (bool)`,
])
const COLLECTOR = parseAbi([`function collect(${PERMISSION} permission)`])
/** Enough for an approval that deploys a smart account, or a collect; a call that needs more fails in the receipt. */
const GAS = 1_000_000n
const ALREADY_SENT = /already known|nonce too low|known transaction|already imported/i

/** MonthlyCharger over viem: one client per chain from its RPC URL, the keeper's key signing locally. */
export class ViemMonthlyCharger implements MonthlyCharger {
  private readonly clients = new Map<number, { read: PublicClient; write: WalletClient }>()
  private readonly account

  constructor(rpcUrls: Readonly<Record<number, string>>, keeperPrivateKey: Hex) {
    this.account = privateKeyToAccount(keeperPrivateKey)
    for (const [id, url] of Object.entries(rpcUrls)) {
      const chain = { id: Number(id) } as Chain
      this.clients.set(Number(id), {
        read: createPublicClient({ chain, transport: http(url, { retryCount: 0 }) }) as PublicClient,
        write: createWalletClient({ account: this.account, chain, transport: http(url, { retryCount: 0 }) }),
      })
    }
  }

  private client(chainId: number) {
    const client = this.clients.get(chainId)
    if (!client) throw new Error(`no RPC URL for chain ${chainId}`)
    return client
  }

  async readPermission(chainId: number, manager: Address, permission: SpendPermission): Promise<PermissionView> {
    const { read } = this.client(chainId)
    const args = [permission] as const
    const [revoked, approved] = await Promise.all([
      read.readContract({ address: manager, abi: MANAGER, functionName: 'isRevoked', args }),
      read.readContract({ address: manager, abi: MANAGER, functionName: 'isApproved', args }),
    ])
    const block = await read.getBlock({ blockTag: 'latest' })
    if (Number(block.timestamp) >= permission.end) return { revoked, approved, period: 'ended' }
    const current = await read.readContract({ address: manager, abi: MANAGER, functionName: 'getCurrentPeriod', args })
    return { revoked, approved, period: { start: current.start, end: current.end, spent: current.spend } }
  }

  async approve(chainId: number, manager: Address, permission: SpendPermission, signature: Hex): Promise<boolean> {
    const { read, write } = this.client(chainId)
    const hash = await write.writeContract({
      address: manager,
      abi: MANAGER,
      functionName: 'approveWithSignature',
      args: [permission, signature],
      gas: GAS,
      chain: null,
      account: this.account,
    })
    return (await read.waitForTransactionReceipt({ hash })).status === 'success'
  }

  async signCollect(chainId: number, collector: Address, permission: SpendPermission): Promise<SignedCharge> {
    const { read, write } = this.client(chainId)
    const request = await write.prepareTransactionRequest({
      account: this.account,
      chain: null,
      to: collector,
      data: encodeCollect(permission),
      gas: GAS,
      nonce: await read.getTransactionCount({ address: this.account.address, blockTag: 'pending' }),
    })
    const rawTx = await write.signTransaction({ ...request, account: this.account, chain: null } as never)
    return { rawTx, txHash: keccak256(rawTx) }
  }

  async broadcast(chainId: number, rawTx: Hex): Promise<void> {
    try {
      await this.client(chainId).read.sendRawTransaction({ serializedTransaction: rawTx })
    } catch (err) {
      if (!ALREADY_SENT.test(String((err as Error)?.message))) throw err
    }
  }

  async isStale(chainId: number, rawTx: Hex): Promise<boolean> {
    const { read } = this.client(chainId)
    const { nonce } = parseTransaction(rawTx)
    const hash = keccak256(rawTx)
    const mined = await read.getTransactionReceipt({ hash }).catch(() => null)
    if (mined) return false
    return (
      nonce !== undefined &&
      nonce < (await read.getTransactionCount({ address: this.account.address, blockTag: 'latest' }))
    )
  }

  async mined(chainId: number, txHash: Hash, waitMs: number): Promise<MinedCharge | null> {
    const { read } = this.client(chainId)
    try {
      const receipt = await read.waitForTransactionReceipt({ hash: txHash, timeout: waitMs, pollingInterval: 100 })
      const block = await read.getBlock({ blockNumber: receipt.blockNumber })
      return {
        ok: receipt.status === 'success',
        blockNumber: Number(receipt.blockNumber),
        timestamp: Number(block.timestamp),
      }
    } catch (err) {
      if ((err as Error)?.name === 'WaitForTransactionReceiptTimeoutError') return null
      throw err
    }
  }
}

function encodeCollect(permission: SpendPermission): Hex {
  return encodeFunctionData({ abi: COLLECTOR, functionName: 'collect', args: [permission] })
}
