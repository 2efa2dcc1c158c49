import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC error as providers answer it. */
export type RpcError = { code: number; message: string }

/** What Infura answers an eth_getLogs with too many results. */
export const TOO_MANY_RESULTS: RpcError = { code: -32005, message: 'query returned more than 10000 results' }
/** What Alchemy answers an eth_getLogs over too many blocks. */
export const RANGE_TOO_LARGE: RpcError = {
  code: -32602,
  message:
    'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response.',
}

type Call = { jsonrpc?: string; id?: unknown; method?: string; params?: unknown[] }

/**
 * A JSON-RPC endpoint between the server and a node that forwards everything (single calls and batches) except what
 * a provider would refuse or drop: an eth_getLogs over more blocks than `refuseLogsOver` allows gets `error`, and while
 * `hang` is on every request (or every one holding a call of `method`) is held open, never answered (as a provider
 * that stopped answering).
 */
export type FaultyRpc = {
  url: string
  refuseLogsOver(blocks: number | null, error?: RpcError): void
  hang(on: boolean, method?: string): void
  /** eth_getLogs calls answered with the refusal so far. */
  refused(): number
  /** Requests held unanswered so far (those holding a call of `method`). */
  held(method?: string): number
  /** Calls forwarded to the node, by method. */
  forwarded(method: string): number
  close(): Promise<void>
}

/** Starts the proxy on a free loopback port in front of `target` (the node's URL). */
export async function startFaultyRpc(target: string): Promise<FaultyRpc> {
  let maxLogBlocks: number | null = null
  let refusal = TOO_MANY_RESULTS
  let hanging: { method: string | undefined } | null = null
  let refusedCount = 0
  const heldOpen = new Set<ServerResponse>()
  const heldCalls: Call[][] = []
  const forwarded = new Map<string, number>()

  const refuses = (call: Call): boolean => {
    if (maxLogBlocks === null || call.method !== 'eth_getLogs') return false
    const filter = (call.params?.[0] ?? {}) as { fromBlock?: unknown; toBlock?: unknown }
    const from = blockNumber(filter.fromBlock)
    const to = blockNumber(filter.toBlock)
    return from !== undefined && to !== undefined && to - from + 1 > maxLogBlocks
  }

  async function answer(calls: Call[]): Promise<unknown[]> {
    const refused = calls.filter(refuses)
    const passed = calls.filter((call) => !refuses(call))
    refusedCount += refused.length
    for (const call of passed) forwarded.set(call.method ?? '', (forwarded.get(call.method ?? '') ?? 0) + 1)
    const answers = new Map<unknown, unknown>()
    if (passed.length > 0) {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(passed),
      })
      for (const one of (await res.json()) as { id?: unknown }[]) answers.set(one.id, one)
    }
    for (const call of refused) answers.set(call.id, { jsonrpc: '2.0', id: call.id, error: refusal })
    return calls.map((call) => answers.get(call.id))
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = ''
    for await (const chunk of req) body += chunk
    const parsed = JSON.parse(body) as Call | Call[]
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    const method = hanging?.method
    if (hanging && (method === undefined || calls.some((call) => call.method === method))) {
      heldCalls.push(calls)
      heldOpen.add(res)
      res.once('close', () => heldOpen.delete(res))
      return
    }
    const answers = await answer(calls)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(String(err))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    refuseLogsOver(blocks, error = TOO_MANY_RESULTS) {
      maxLogBlocks = blocks
      refusal = error
    },
    hang(on, method) {
      hanging = on ? { method } : null
    },
    refused: () => refusedCount,
    held: (method) =>
      heldCalls.filter((calls) => method === undefined || calls.some((call) => call.method === method)).length,
    forwarded: (method) => forwarded.get(method) ?? 0,
    async close() {
      for (const res of heldOpen) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function blockNumber(tag: unknown): number | undefined {
  return typeof tag === 'string' && /^0x[0-9a-f]+$/i.test(tag) ? Number.parseInt(tag, 16) : undefined
}
