import { BaseError } from '../../domain/errors/baseError'

/** How a ChainReader adapter talks to its RPCs (all in ms). The same shape for viem and ethers. */
export type ChainReaderOptions = {
  /** One JSON-RPC request to one endpoint; past it the next endpoint is tried. */
  requestTimeout?: number | undefined
  /** A whole port call (every endpoint and every request it makes): past it the call rejects with `rpc-timeout`. */
  callTimeout?: number | undefined
  /** Block polling of watchBlockNumber and waitForTransactionReceipt (product rules: "Polling interval": 4000). */
  pollingInterval?: number | undefined
  /** waitForTransactionReceipt without its own `timeoutMs`. */
  receiptTimeout?: number | undefined
}

/** ChainReaderOptions with every default filled in. */
export type ResolvedChainReaderOptions = Required<{ [K in keyof ChainReaderOptions]: number }>

export const DEFAULT_CHAIN_READER_OPTIONS: ResolvedChainReaderOptions = {
  requestTimeout: 10_000,
  callTimeout: 30_000,
  pollingInterval: 4_000,
  receiptTimeout: 180_000,
}

/** Requests issued within this window share one HTTP POST (JSON-RPC batch). */
export const BATCH_WAIT_MS = 10

/** Fills in defaults; a non-positive or non-finite value is a configuration mistake, not a reason to hang. */
export function resolveChainReaderOptions(options: ChainReaderOptions = {}): ResolvedChainReaderOptions {
  const resolved = { ...DEFAULT_CHAIN_READER_OPTIONS }
  for (const key of Object.keys(resolved) as (keyof ResolvedChainReaderOptions)[]) {
    const value = options[key]
    if (value === undefined) continue
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new BaseError(`ChainReader option ${key} must be a positive number of ms`, {
        code: 'invalid-config',
        details: String(value),
      })
    }
    resolved[key] = value
  }
  return resolved
}
