import {
  BaseError as ViemBaseError,
  ContractFunctionRevertedError,
  TimeoutError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import type { BaseError } from '../../domain/errors/baseError'
import { isReaderError, rpcTimeoutError, rpcUnavailableError } from '../chainReader/chainReaderErrors'

/** Maps a failed viem call to the reader's codes: a timeout anywhere in the cause chain is `rpc-timeout`, the rest `rpc-unavailable`. */
export function toViemReaderError(err: unknown): BaseError {
  if (isReaderError(err)) return err
  if (!(err instanceof ViemBaseError)) return rpcUnavailableError(err instanceof Error ? err.message : String(err), err)
  if (err.walk((e) => e instanceof TimeoutError || e instanceof WaitForTransactionReceiptTimeoutError)) {
    return rpcTimeoutError(err.shortMessage, err)
  }
  return rpcUnavailableError(err.shortMessage, err)
}

/** True when a contract answered with a revert: for ENS that means "no record", not an outage. */
export function isViemRevert(err: unknown): boolean {
  return err instanceof ViemBaseError && err.walk((e) => e instanceof ContractFunctionRevertedError) !== null
}

/** An ENS look-up where a revert means "no record": null instead of an error; outages still reject. */
export async function nullOnViemRevert<T>(lookup: Promise<T | null>): Promise<T | null> {
  try {
    return await lookup
  } catch (err) {
    if (isViemRevert(err)) return null
    throw err
  }
}
