import { isError } from 'ethers'
import type { BaseError } from '../../domain/errors/baseError'
import { isReaderError, rpcTimeoutError, rpcUnavailableError } from '../chainReader/chainReaderErrors'

/** Maps a failed ethers call to the reader's codes; the transport's own `rpc-*` BaseErrors pass through. */
export function toEthersReaderError(err: unknown): BaseError {
  if (isReaderError(err)) return err
  const message = err instanceof Error ? ((err as { shortMessage?: string }).shortMessage ?? err.message) : String(err)
  if (isError(err, 'TIMEOUT')) return rpcTimeoutError(message, err)
  return rpcUnavailableError(message, err)
}

/** True when a contract answered with a revert: for ENS that means "no record", not an outage. */
export function isEthersRevert(err: unknown): boolean {
  return isError(err, 'CALL_EXCEPTION')
}

/** An ENS look-up where a revert means "no record": null instead of an error; outages still reject. */
export async function nullOnEthersRevert<T>(lookup: Promise<T | null>): Promise<T | null> {
  try {
    return await lookup
  } catch (err) {
    if (isEthersRevert(err)) return null
    throw err
  }
}
