import type { NativeCurrency } from '../chains/chain'
import type { SupportToken } from '../chains/supportTokens'
import { type Address, type Hash, sameAddress } from '../shared/hex'
import type { FoundSupport } from '../../ports/supportLedger'
import type { ChainBlock, TransferLog } from './chainBlock'
import { assetKeyOf } from './supportKey'

/** What the indexer looks for on one chain: who is paid from which block, in what. */
export type SupportSearch = {
  readonly chainId: number
  /** Watched creators by lower-case address, with the first block that counts for each. */
  readonly creators: ReadonlyMap<string, { readonly creator: Address; readonly fromBlock: bigint }>
  /** The tokens accepted on this chain. */
  readonly tokens: readonly SupportToken[]
  readonly nativeCurrency: NativeCurrency
  /** The checksummed spelling of an address (a node writes them in lower case). */
  readonly checksum: (address: Address) => Address
}

type Payment = { creator: Address; from: Address; token: SupportToken | null; amount: bigint; block: ChainBlock }

/**
 * The supports that `blocks` and their Transfer `logs` hold (product rules: "Supports"): a transaction sending the
 * native currency with a value to a watched creator, and the Transfer logs of an accepted token to one; never one
 * from the creator's own address, before the creator's first block, or in an asset the chain does not accept.
 * Several transfers of one asset to one creator in one transaction are one support, their sum; the payer is the
 * sender (native) or the first log's `from` (token: a smart account pays as itself). Zero sums are dropped. A log whose
 * block is not among `blocks` is ignored.
 * @example findSupports(search, [block], []) // [{ creator, support: { amount: '1000', note: null, ... }, blockHash }]
 */
export function findSupports(
  search: SupportSearch,
  blocks: readonly ChainBlock[],
  logs: readonly TransferLog[],
): FoundSupport[] {
  const byHash = new Map(blocks.map((block) => [block.hash.toLowerCase(), block]))
  const payments = new Map<string, Payment>()
  const add = (txHash: Hash, payment: Payment) => {
    const watched = search.creators.get(payment.creator.toLowerCase())
    if (!watched || payment.block.number < watched.fromBlock || sameAddress(payment.from, watched.creator)) return
    const asset = assetKeyOf({ address: payment.token?.address ?? null })
    const key = `${txHash.toLowerCase()}:${watched.creator.toLowerCase()}:${asset}`
    const earlier = payments.get(key)
    const amount = (earlier?.amount ?? 0n) + payment.amount
    payments.set(key, { ...payment, from: earlier?.from ?? payment.from, creator: watched.creator, amount })
  }
  for (const block of blocks) {
    for (const tx of block.transactions) {
      if (tx.to !== null && tx.value > 0n)
        add(tx.hash, { creator: tx.to, from: tx.from, token: null, amount: tx.value, block })
    }
  }
  for (const log of logs) {
    const block = byHash.get(log.blockHash.toLowerCase())
    const token = search.tokens.find((t) => t.chainId === search.chainId && sameAddress(t.address, log.token))
    if (!block || !token) continue
    add(log.txHash, { creator: log.to, from: log.from, token, amount: log.value, block })
  }
  return [...payments].flatMap(([key, p]) => {
    if (p.amount <= 0n) return []
    const { symbol, decimals } = p.token ?? search.nativeCurrency
    const support = {
      chainId: search.chainId,
      txHash: key.slice(0, 66) as Hash,
      from: search.checksum(p.from),
      asset: { symbol, decimals, address: p.token ? p.token.address : null },
      amount: p.amount.toString(),
      note: null,
      createdAt: p.block.timestamp * 1000,
      blockNumber: Number(p.block.number),
      hidden: false,
    }
    return [{ creator: p.creator, support, blockHash: p.block.hash }]
  })
}
