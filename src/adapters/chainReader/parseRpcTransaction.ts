import { isAddress, isHash, isHexData, type Address } from '../../domain/shared/hex'
import type { SentTransaction } from '../../ports/chainReader'
import { rpcInvalidAnswerError } from './chainReaderErrors'
import { parseRpcQuantity, parseRpcSafeInteger } from './parseRpcQuantity'
import { shownAnswer } from './shownAnswer'

/**
 * A transaction as a node sends it (the result of eth_getTransactionByHash, an entry of a full block's transactions),
 * checked at the boundary: null or undefined is "the node does not know it"; an object with a 32-byte hash, a from
 * address, a safe-integer nonce, a to address or null (contract creation), a value and hex input is kept (those fields
 * only, as the node wrote them); anything else is `rpc-invalid-answer`, so a garbage answer never drives a decision.
 * @example parseRpcTransaction({ hash, from, nonce: '0x7', to: null, value: '0x0', input: '0x' }) // { ..., nonce: 7, value: 0n }
 */
export function parseRpcTransaction(raw: unknown): SentTransaction | null {
  if (raw === null || raw === undefined) return null
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw rpcInvalidAnswerError(`transaction is not an object: ${shownAnswer(raw)}`)
  const { hash, from, nonce, to, value, input } = raw as Record<string, unknown>
  if (!isHash(hash)) throw rpcInvalidAnswerError(`transaction hash is not 32 bytes of hex: ${shownAnswer(hash)}`)
  if (!isAddress(from)) throw rpcInvalidAnswerError(`transaction from is not an address: ${shownAnswer(from)}`)
  if (to !== null && !isAddress(to))
    throw rpcInvalidAnswerError(`transaction to is neither an address nor null: ${shownAnswer(to)}`)
  if (!isHexData(input)) throw rpcInvalidAnswerError(`transaction input is not hex data: ${shownAnswer(input)}`)
  return {
    hash: hash as SentTransaction['hash'],
    from,
    nonce: parseRpcSafeInteger(nonce, 'transaction nonce'),
    to: to as Address | null,
    value: parseRpcQuantity(value, 'transaction value'),
    input,
  }
}
