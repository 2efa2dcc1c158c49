import type { BaseError } from '../../domain/errors/baseError'
import { isReaderError, rpcHost, rpcTimeoutError, rpcUnavailableError } from '../chainReader/chainReaderErrors'

/**
 * POSTs one JSON-RPC body (a single call or a batch) to each URL in order until one answers with HTTP 2xx and JSON.
 * Each attempt has its own timeout; when all fail, the last failure is thrown as `rpc-timeout` or `rpc-unavailable`.
 * JSON-RPC errors inside a 2xx answer (a revert) are answers, not failures: they are returned for ethers to map.
 */
export async function postInOrder(urls: readonly string[], body: string, timeoutMs: number): Promise<unknown[]> {
  let last: BaseError = rpcUnavailableError('no http RPC URL')
  for (const url of urls) {
    try {
      return await postWithin(url, body, timeoutMs)
    } catch (err) {
      last = isReaderError(err) ? err : rpcUnavailableError(`${rpcHost(url)}: ${err instanceof Error ? err.message : String(err)}`, err)
    }
  }
  throw last
}

async function postWithin(url: string, body: string, timeoutMs: number): Promise<unknown[]> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(rpcTimeoutError(`${rpcHost(url)}: no answer within ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    return await Promise.race([post(url, body, controller.signal), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

async function post(url: string, body: string, signal: AbortSignal): Promise<unknown[]> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal })
  if (!response.ok) throw rpcUnavailableError(`${rpcHost(url)}: HTTP ${response.status}`)
  const json: unknown = await response.json()
  return Array.isArray(json) ? json : [json]
}
