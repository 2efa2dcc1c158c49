import type { ChainReader, SentTransaction } from '../../ports/chainReader'
import { BaseError } from '../errors/baseError'
import { sameAddress, type Address } from '../shared/hex'

/**
 * How far back the mined transaction that took a nonce is looked for, nearest window first. The first (64 blocks,
 * about 13 minutes on mainnet) is well inside the recent state every full node keeps (geth: 128 blocks), so it is
 * always answerable: a page open at the time finds a replacement within a poll or two. The wider ones (about 14 hours,
 * then 36 days on mainnet; far less on chains with fast blocks) need a node that keeps older state (an archive node,
 * as the usual RPC providers run): a node that cannot answer that far back ends the search there.
 */
export const NONCE_SEARCH_WINDOWS: readonly bigint[] = [64n, 4_096n, 262_144n]

export type NonceUse =
  /** No mined transaction of the sender has this nonce yet. */
  | { status: 'unused' }
  /** This mined transaction took the nonce, `confirmations` blocks deep (its own block counts as the first). */
  | { status: 'used'; by: SentTransaction; confirmations: bigint }
  /** Taken before the widest window the node could answer for: which transaction took it is not known. */
  | { status: 'out-of-reach' }

/**
 * Which mined transaction of `from` took `nonce`: the sender's nonce count at the head; then its count at the floor of
 * each window in turn until one where the nonce was still free; a binary search between that floor and the last one
 * for the block where the count passed `nonce`; then that block's transactions. At most about two dozen reads, one
 * after the other, once. A read that fails in the first window (or a node that contradicts itself) rejects, to be
 * tried again; one that fails further back means the node keeps no state that old: out of reach.
 * @example await findNonceUse(reader, 1, account, 7) // { status: 'used', by: { hash: '0x…', nonce: 7, … }, confirmations: 3n }
 */
export async function findNonceUse(
  reader: ChainReader,
  chainId: number,
  from: Address,
  nonce: number,
): Promise<NonceUse> {
  const head = await reader.getBlockNumber({ chainId })
  const countAt = nonceCounter(reader, chainId, from, head)
  if (((await countAt(head)) ?? 0) <= nonce) return { status: 'unused' }
  const around = await bracketNonceUse(countAt, head, nonce)
  if (!around) return { status: 'out-of-reach' }
  // `low` is a block where the nonce was still free (-1: before the chain began), `high` one where it was taken.
  let { low, high } = around
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    const count = await countAt(middle)
    if (count === undefined) return { status: 'out-of-reach' }
    if (count > nonce) high = middle
    else low = middle
  }
  const transactions = await reader.getBlockTransactions({ chainId, blockNumber: high })
  const by = transactions?.find((tx) => tx.nonce === nonce && sameAddress(tx.from, from))
  if (!by)
    throw new BaseError(`No transaction of ${from} with nonce ${nonce} in block ${high}`, {
      code: 'nonce-use-not-found',
    })
  return { status: 'used', by, confirmations: head - high + 1n }
}

type CountAt = (blockNumber: bigint) => Promise<number | undefined>

/**
 * The sender's nonce count at a block; undefined when the node keeps no state that old (a failure before the first
 * window). A failure within the first window, recent state every node keeps, is passing: it rejects.
 */
function nonceCounter(reader: ChainReader, chainId: number, from: Address, head: bigint): CountAt {
  const recent = head - (NONCE_SEARCH_WINDOWS[0] ?? 0n)
  return async (blockNumber) => {
    try {
      return await reader.getTransactionCount({ chainId, address: from, blockNumber })
    } catch (err) {
      if (blockNumber >= recent) throw err
      return undefined
    }
  }
}

/** Two blocks around the nonce's use, from the nearest window whose floor still had it free; undefined past them all. */
async function bracketNonceUse(
  countAt: CountAt,
  head: bigint,
  nonce: number,
): Promise<{ low: bigint; high: bigint } | undefined> {
  let high = head
  for (const window of NONCE_SEARCH_WINDOWS) {
    const floor = head - window
    if (floor < 0n) return { low: -1n, high }
    const count = await countAt(floor)
    if (count === undefined) return undefined
    if (count <= nonce) return { low: floor, high }
    high = floor
  }
  return undefined
}
