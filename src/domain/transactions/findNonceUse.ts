import type { ChainReader, SentTransaction } from '../../ports/chainReader'
import { BaseError } from '../errors/baseError'
import { sameAddress, type Address } from '../shared/hex'

/**
 * How far back the mined transaction that took a nonce is looked for (about 13 minutes on mainnet): well inside the
 * recent state a full node keeps (geth: 128 blocks; older nonce counts need an archive node), so the window's floor is
 * answerable on any node. A page open at the time finds the replacement within a poll or two; one that comes back
 * later than this finds it out of reach.
 */
export const NONCE_SEARCH_BLOCKS = 64n

export type NonceUse =
  /** No mined transaction of the sender has this nonce yet. */
  | { status: 'unused' }
  /** This mined transaction took the nonce, `confirmations` blocks deep (its own block counts as the first). */
  | { status: 'used'; by: SentTransaction; confirmations: bigint }
  /** Taken more than NONCE_SEARCH_BLOCKS blocks ago: which transaction took it is not looked for. */
  | { status: 'out-of-reach' }

/**
 * Which mined transaction of `from` took `nonce`: the sender's nonce count at the head, then a binary search over the
 * last NONCE_SEARCH_BLOCKS blocks for the block where it passed `nonce`, then that block's transactions. At most about
 * ten reads, one after the other; a read that fails (or a node that contradicts itself) rejects, to be tried again.
 * @example await findNonceUse(reader, 1, account, 7) // { status: 'used', by: { hash: '0x…', nonce: 7, … }, confirmations: 3n }
 */
export async function findNonceUse(reader: ChainReader, chainId: number, from: Address, nonce: number): Promise<NonceUse> {
  const head = await reader.getBlockNumber({ chainId })
  const countAt = (blockNumber: bigint) => reader.getTransactionCount({ chainId, address: from, blockNumber })
  if ((await countAt(head)) <= nonce) return { status: 'unused' }
  // `low` is a block where the nonce was still free (-1: before the chain began), `high` one where it was taken.
  let low = head - NONCE_SEARCH_BLOCKS
  if (low < 0n) low = -1n
  else if ((await countAt(low)) > nonce) return { status: 'out-of-reach' }
  let high = head
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if ((await countAt(middle)) > nonce) high = middle
    else low = middle
  }
  const transactions = await reader.getBlockTransactions({ chainId, blockNumber: high })
  const by = transactions?.find((tx) => tx.nonce === nonce && sameAddress(tx.from, from))
  if (!by) throw new BaseError(`No transaction of ${from} with nonce ${nonce} in block ${high}`, { code: 'nonce-use-not-found' })
  return { status: 'used', by, confirmations: head - high + 1n }
}
