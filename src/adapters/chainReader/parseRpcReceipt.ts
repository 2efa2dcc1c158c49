import type { Receipt } from '../../ports/chainReader'
import { rpcInvalidAnswerError } from './chainReaderErrors'
import { shownAnswer } from './shownAnswer'

const QUANTITY = /^0x[0-9a-f]+$/i
const STATUSES = new Map<unknown, Receipt['status']>([
  ['0x1', 'success'],
  ['0x0', 'reverted'],
])

/**
 * The result of eth_getTransactionReceipt, checked at the boundary: null, or a receipt without a block number (some
 * nodes answer that for a pending transaction), is "not mined yet"; any other shape, or a status that is not exactly
 * 0x1 or 0x0, is `rpc-invalid-answer`, so a garbage answer never settles a transaction.
 * @example parseRpcReceipt({ blockNumber: '0x10', status: '0x0' }) // { status: 'reverted', blockNumber: 16n }
 */
export function parseRpcReceipt(raw: unknown): Receipt | null {
  if (raw === null || raw === undefined) return null
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw rpcInvalidAnswerError(`receipt is not an object: ${shownAnswer(raw)}`)
  }
  const { blockNumber, status } = raw as { blockNumber?: unknown; status?: unknown }
  if (blockNumber === null || blockNumber === undefined) return null
  if (typeof blockNumber !== 'string' || !QUANTITY.test(blockNumber)) {
    throw rpcInvalidAnswerError(`receipt block number is not a hex quantity: ${shownAnswer(blockNumber)}`)
  }
  const settled = STATUSES.get(status)
  if (settled === undefined)
    throw rpcInvalidAnswerError(`receipt status is neither 0x1 nor 0x0: ${shownAnswer(status)}`)
  return { status: settled, blockNumber: BigInt(blockNumber) }
}
