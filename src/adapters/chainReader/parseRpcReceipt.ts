import type { EventLog } from '../../domain/support/tokenTransfer'
import { isAddress, isHexData } from '../../domain/shared/hex'
import type { Receipt } from '../../ports/chainReader'
import { rpcInvalidAnswerError } from './chainReaderErrors'
import { shownAnswer } from './shownAnswer'

const QUANTITY = /^0x[0-9a-f]+$/i
const TOPIC = /^0x[0-9a-fA-F]{64}$/
const STATUSES = new Map<unknown, Receipt['status']>([
  ['0x1', 'success'],
  ['0x0', 'reverted'],
])

/**
 * The result of eth_getTransactionReceipt, checked at the boundary: null, or a receipt without a block number (some
 * nodes answer that for a pending transaction), is "not mined yet"; any other shape, or a status that is not exactly
 * 0x1 or 0x0, is `rpc-invalid-answer`, so a garbage answer never settles a transaction. Its logs are kept, checked
 * the same way; a receipt without logs has no `logs` field (absent and empty mean the same: none).
 * @example parseRpcReceipt({ blockNumber: '0x10', status: '0x0' }) // { status: 'reverted', blockNumber: 16n }
 */
export function parseRpcReceipt(raw: unknown): Receipt | null {
  if (raw === null || raw === undefined) return null
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw rpcInvalidAnswerError(`receipt is not an object: ${shownAnswer(raw)}`)
  }
  const { blockNumber, status, logs } = raw as { blockNumber?: unknown; status?: unknown; logs?: unknown }
  if (blockNumber === null || blockNumber === undefined) return null
  if (typeof blockNumber !== 'string' || !QUANTITY.test(blockNumber)) {
    throw rpcInvalidAnswerError(`receipt block number is not a hex quantity: ${shownAnswer(blockNumber)}`)
  }
  const settled = STATUSES.get(status)
  if (settled === undefined)
    throw rpcInvalidAnswerError(`receipt status is neither 0x1 nor 0x0: ${shownAnswer(status)}`)
  const receipt: Receipt = { status: settled, blockNumber: BigInt(blockNumber) }
  const parsed = logs === undefined ? [] : parseLogs(logs)
  return parsed.length === 0 ? receipt : { ...receipt, logs: parsed }
}

/** The receipt's logs: each an emitting address, 32-byte topics and whole bytes of data; else `rpc-invalid-answer`. */
function parseLogs(raw: unknown): EventLog[] {
  if (!Array.isArray(raw)) throw rpcInvalidAnswerError(`receipt logs are not a list: ${shownAnswer(raw)}`)
  return raw.map((log: unknown) => {
    const { address, topics, data } = (log ?? {}) as { address?: unknown; topics?: unknown; data?: unknown }
    if (
      !isAddress(address) ||
      !Array.isArray(topics) ||
      !topics.every((topic) => typeof topic === 'string' && TOPIC.test(topic)) ||
      !isHexData(data)
    ) {
      throw rpcInvalidAnswerError(`receipt log is malformed: ${shownAnswer(log)}`)
    }
    return { address, topics: topics as EventLog['topics'], data }
  })
}
