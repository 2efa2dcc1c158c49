import type { BaseError } from '../../domain/errors/baseError'
import { isReaderError, rpcHost, rpcTimeoutError, rpcUnavailableError } from '../chainReader/chainReaderErrors'
import { isFinalRpcError } from './isFinalRpcError'

type Call = { id?: unknown }
type Answer = { id?: unknown; error?: unknown }

/**
 * POSTs one JSON-RPC body (a single call or a batch) to each URL in order, with viem's fallback semantics: a URL that
 * fails (HTTP error, not JSON, timeout) passes the whole body on; a call answered with a JSON-RPC error that another
 * endpoint may not give (rate limit, internal error: see isFinalRpcError) passes that call on, alone. A result or a
 * deterministic error (a revert) is final and returned for ethers to map, as is the last URL's error for a call.
 * Each attempt has its own timeout; a call no URL answered throws the last failure, `rpc-timeout` or `rpc-unavailable`.
 */
export async function postInOrder(urls: readonly string[], body: string, timeoutMs: number): Promise<unknown[]> {
  const parsed = JSON.parse(body) as Call | Call[]
  const calls = Array.isArray(parsed) ? parsed : [parsed]
  const answers = new Map<unknown, Answer>()
  let left = calls
  let last: BaseError = rpcUnavailableError('no http RPC URL')
  for (const url of urls) {
    if (left.length === 0) break
    try {
      const answered = await postWithin(url, JSON.stringify(Array.isArray(parsed) ? left : left[0]), timeoutMs)
      for (const answer of answered) if (isAnswerTo(left, answer)) answers.set(answer.id, answer)
      if (left.some((call) => !answers.has(call.id)))
        last = rpcUnavailableError(`${rpcHost(url)}: a call without answer`)
    } catch (err) {
      last = isReaderError(err)
        ? err
        : rpcUnavailableError(`${rpcHost(url)}: ${err instanceof Error ? err.message : String(err)}`, err)
    }
    left = left.filter((call) => !isFinalAnswer(answers.get(call.id)))
  }
  if (calls.some((call) => !answers.has(call.id))) throw last
  return calls.map((call) => answers.get(call.id))
}

function isAnswerTo(calls: readonly Call[], answer: unknown): answer is Answer {
  return typeof answer === 'object' && answer !== null && calls.some((call) => call.id === (answer as Answer).id)
}

function isFinalAnswer(answer: Answer | undefined): boolean {
  return answer !== undefined && (answer.error === undefined || answer.error === null || isFinalRpcError(answer.error))
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
