import { BaseError } from '../../domain/errors/baseError'
import { catalogueError } from '../../domain/errors/errorCatalogue'
import { isAddress, isHash, type Address, type Hash } from '../../domain/shared/hex'

/** Every ChainReader failure the UI may tell apart, by stable code. */
const CHAIN_READER_MESSAGES = {
  'rpc-unavailable': 'No RPC endpoint answered',
  'rpc-timeout': 'The RPC did not answer in time',
  'rpc-invalid-answer': 'The RPC answered with something that is not valid',
  'receipt-timeout': 'The transaction receipt did not arrive in time',
  'invalid-address': 'Invalid address',
  'invalid-ens-name': 'Invalid ENS name',
  'invalid-block-number': 'Invalid block number',
} as const

/** `rpc-unavailable`: every endpoint failed; `details` says why without the URL (it may carry the RPC key). */
export function rpcUnavailableError(details: string | undefined, cause?: unknown): BaseError {
  return new BaseError(CHAIN_READER_MESSAGES['rpc-unavailable'], { code: 'rpc-unavailable', details, cause })
}

/** `rpc-timeout`: the RPC (or the whole call) ran past its deadline. */
export function rpcTimeoutError(details: string | undefined, cause?: unknown): BaseError {
  return new BaseError(CHAIN_READER_MESSAGES['rpc-timeout'], { code: 'rpc-timeout', details, cause })
}

/** `rpc-invalid-answer`: an answer with a value of the wrong shape: nothing may be concluded from it. */
export function rpcInvalidAnswerError(details: string, cause?: unknown): BaseError {
  return new BaseError(CHAIN_READER_MESSAGES['rpc-invalid-answer'], { code: 'rpc-invalid-answer', details, cause })
}

/** waitForTransactionReceipt ran out of time: code `rpc-timeout` as the port promises, its own message. */
export function receiptTimeoutError(hash: Hash, timeoutMs: number, cause?: unknown): BaseError {
  return new BaseError(CHAIN_READER_MESSAGES['receipt-timeout'], {
    code: 'rpc-timeout',
    details: `${hash} after ${timeoutMs} ms`,
    cause,
  })
}

/** Rejects anything but a 0x-prefixed 20-byte hex address before it reaches the network. */
export function assertAddress(address: unknown): asserts address is Address {
  if (!isAddress(address))
    throw new BaseError(CHAIN_READER_MESSAGES['invalid-address'], { code: 'invalid-address', details: shown(address) })
}

/** product rules: "Transaction validation": a transaction hash is 0x followed by 64 hex characters. */
export function assertHash(hash: unknown): asserts hash is Hash {
  if (!isHash(hash)) throw catalogueError('invalid-transaction-hash', { details: shown(hash) })
}

/** product rules: "Transaction validation": confirmations, if given, must be a positive integer. */
export function assertConfirmations(confirmations: unknown): asserts confirmations is number {
  if (!Number.isSafeInteger(confirmations) || (confirmations as number) < 1) {
    throw catalogueError('invalid-transaction-confirmations', { details: shown(confirmations) })
  }
}

/** A block number is a bigint, 0n or more: a negative (or a number, which loses precision) never reaches the network. */
export function assertBlockNumber(blockNumber: unknown): asserts blockNumber is bigint {
  if (typeof blockNumber !== 'bigint' || blockNumber < 0n) {
    throw new BaseError(CHAIN_READER_MESSAGES['invalid-block-number'], {
      code: 'invalid-block-number',
      details: shown(blockNumber),
    })
  }
}

/** Wraps the library's normaliser: a name it rejects (or an empty one) is an `invalid-ens-name` BaseError. */
export function normalizeEnsName(name: unknown, normalize: (name: string) => string): string {
  let normalized = ''
  try {
    if (typeof name === 'string') normalized = normalize(name)
  } catch (err) {
    throw new BaseError(CHAIN_READER_MESSAGES['invalid-ens-name'], {
      code: 'invalid-ens-name',
      details: shown(name),
      cause: err,
    })
  }
  if (normalized === '')
    throw new BaseError(CHAIN_READER_MESSAGES['invalid-ens-name'], { code: 'invalid-ens-name', details: shown(name) })
  return normalized
}

/** Own BaseErrors (bad input, unknown chain, timeouts) pass through the adapters' error mapping untouched. */
export function isReaderError(err: unknown): err is BaseError {
  return err instanceof BaseError
}

/** The host of an RPC URL: enough to tell endpoints apart in details without leaking a key in the path. */
export function rpcHost(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'invalid URL'
  }
}

/** A bad input as error details; never throws (an object whose toString is broken is named by its type). */
function shown(value: unknown): string {
  try {
    return String(value)
  } catch {
    return typeof value
  }
}
