import type { SentTransaction } from '../../ports/chainReader'
import { rpcInvalidAnswerError } from './chainReaderErrors'
import { parseRpcTransaction } from './parseRpcTransaction'
import { shownAnswer } from './shownAnswer'

/**
 * The result of eth_getBlockByNumber(block, true), checked at the boundary: null or undefined is "no such block"; a
 * block is its transactions in block order, each held to parseRpcTransaction's rule. A block that is not an object,
 * whose transactions are not an array, or that lists hashes (or nulls) instead of transaction objects is
 * `rpc-invalid-answer`.
 * @example parseRpcBlockTransactions({ number: '0x10', transactions: [] }) // []
 */
export function parseRpcBlockTransactions(raw: unknown): readonly SentTransaction[] | null {
  if (raw === null || raw === undefined) return null
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw rpcInvalidAnswerError(`block is not an object: ${shownAnswer(raw)}`)
  const { transactions } = raw as { transactions?: unknown }
  if (!Array.isArray(transactions))
    throw rpcInvalidAnswerError(`block transactions are not an array: ${shownAnswer(transactions)}`)
  return transactions.map((entry: unknown) => {
    const transaction = typeof entry === 'object' ? parseRpcTransaction(entry) : null
    if (!transaction)
      throw rpcInvalidAnswerError(`block transaction is not a transaction object: ${shownAnswer(entry)}`)
    return transaction
  })
}
