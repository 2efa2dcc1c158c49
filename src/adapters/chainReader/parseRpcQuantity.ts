import { rpcInvalidAnswerError } from './chainReaderErrors'
import { shownAnswer } from './shownAnswer'

/** A JSON-RPC quantity: 0x and hex digits, at most 256 bits (the widest quantity Ethereum has). */
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

/**
 * A hex quantity from a node (a value, a nonce, a count) as a bigint; anything else is `rpc-invalid-answer`, whose
 * details name `what` was malformed.
 * @example parseRpcQuantity('0x10', 'value') // 16n
 */
export function parseRpcQuantity(raw: unknown, what: string): bigint {
  if (typeof raw !== 'string' || !QUANTITY.test(raw))
    throw rpcInvalidAnswerError(`${what} is not a hex quantity: ${shownAnswer(raw)}`)
  return BigInt(raw)
}

/**
 * A hex quantity that must fit a safe integer (a nonce, a transaction count) as a number; a larger one is
 * `rpc-invalid-answer` too, never a rounded number.
 * @example parseRpcSafeInteger('0x2a', 'transaction count') // 42
 */
export function parseRpcSafeInteger(raw: unknown, what: string): number {
  const quantity = parseRpcQuantity(raw, what)
  if (quantity > BigInt(Number.MAX_SAFE_INTEGER))
    throw rpcInvalidAnswerError(`${what} is not a safe integer: ${shownAnswer(raw)}`)
  return Number(quantity)
}
