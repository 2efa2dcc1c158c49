import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postInOrder } from '../../../src/adapters/ethers/ethersReaderTransport'
import { freePort } from '../../support/anvil'

type Behaviour = 'echo' | 'http-500' | 'not-json' | 'hang' | 'limited' | 'limited-odd' | 'reverted' | 'empty'

type Call = { id: number }
const LIMITED = { code: -32005, message: 'limit exceeded' }

/** What each behaviour answers one call with (HTTP 200). */
const ANSWERS: Partial<Record<Behaviour, (call: Call) => unknown>> = {
  echo: (call) => ({ jsonrpc: '2.0', id: call.id, result: '0x1' }),
  limited: (call) => ({ jsonrpc: '2.0', id: call.id, error: LIMITED }),
  'limited-odd': (call) => ({ jsonrpc: '2.0', id: call.id, ...(call.id % 2 ? { error: LIMITED } : { result: '0x2' }) }),
  reverted: (call) => ({ jsonrpc: '2.0', id: call.id, error: { code: 3, message: 'execution reverted', data: '0x' } }),
}

/** A really started HTTP server; the first path segment picks how it behaves. Records each hit and the ids it got. */
async function startFakeRpc(): Promise<{ base: string; hits: string[]; ids: number[][]; server: Server }> {
  const hits: string[] = []
  const ids: number[][] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const behaviour = (req.url ?? '/').split('/')[1] as Behaviour
    hits.push(behaviour)
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (behaviour === 'hang') return
      if (behaviour === 'http-500') return res.writeHead(500).end('down')
      if (behaviour === 'not-json') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')
      const calls = JSON.parse(body) as Call | Call[]
      ids.push([calls].flat().map((call) => call.id))
      const answer = ANSWERS[behaviour] ?? (() => undefined)
      const json = behaviour === 'empty' ? [] : Array.isArray(calls) ? calls.map(answer) : answer(calls)
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${port}`, hits, ids, server }
}

// Where no URL hangs, the timeout is only a guard: a busy machine may take a second to answer a loopback call. Where one
// hangs, the timeout is the wait before the next URL: long enough that the answering URLs after it are never cut off.
const GUARD_MS = 10_000
const HANG_MS = 1_000

describe('postInOrder', () => {
  let rpc: Awaited<ReturnType<typeof startFakeRpc>>
  const single = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_blockNumber', params: [] })
  beforeAll(async () => {
    rpc = await startFakeRpc()
  })
  afterAll(async () => {
    rpc.server.closeAllConnections()
    await new Promise((resolve) => rpc.server.close(resolve))
  })

  test('default', async () => {
    const batch = JSON.stringify([
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
    ])
    expect(await postInOrder([`${rpc.base}/echo`], batch, GUARD_MS)).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      { jsonrpc: '2.0', id: 2, result: '0x1' },
    ])
    expect(await postInOrder([`${rpc.base}/echo`], single, GUARD_MS)).toEqual([
      { jsonrpc: '2.0', id: 7, result: '0x1' },
    ])
  })

  test('behavior: HTTP 500, a non-JSON answer and a hang each pass to the next URL, in order', async () => {
    rpc.hits.length = 0
    const urls = ['http-500', 'not-json', 'hang', 'echo'].map((path) => `${rpc.base}/${path}/key`)
    expect(await postInOrder(urls, single, HANG_MS)).toEqual([{ jsonrpc: '2.0', id: 7, result: '0x1' }])
    expect(rpc.hits).toEqual(['http-500', 'not-json', 'hang', 'echo'])
  })

  test('behavior: when every URL fails, the last failure decides the code, without the URL path', async () => {
    const down = postInOrder([`${rpc.base}/hang/secret-key`, `${rpc.base}/http-500/secret-key`], single, HANG_MS)
    await expect(down).rejects.toMatchObject({ code: 'rpc-unavailable', details: `${rpc.base.slice(7)}: HTTP 500` })
    const slow = postInOrder([`${rpc.base}/http-500/secret-key`, `${rpc.base}/hang/secret-key`], single, HANG_MS)
    await expect(slow).rejects.toMatchObject({
      code: 'rpc-timeout',
      details: `${rpc.base.slice(7)}: no answer within ${HANG_MS} ms`,
    })
  })

  test('behavior: a call answered with a transient JSON-RPC error goes on alone; the others keep their answers', async () => {
    rpc.ids.length = 0
    const batch = JSON.stringify([1, 2, 3].map((id) => ({ jsonrpc: '2.0', id, method: 'eth_blockNumber' })))
    expect(await postInOrder([`${rpc.base}/limited-odd`, `${rpc.base}/echo`], batch, GUARD_MS)).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      { jsonrpc: '2.0', id: 2, result: '0x2' },
      { jsonrpc: '2.0', id: 3, result: '0x1' },
    ])
    expect(rpc.ids).toEqual([
      [1, 2, 3],
      [1, 3],
    ])
  })

  test('behavior: a deterministic JSON-RPC error (a revert) is the answer: the next URL is not tried', async () => {
    rpc.hits.length = 0
    const [answer] = await postInOrder([`${rpc.base}/reverted`, `${rpc.base}/echo`], single, GUARD_MS)
    expect(answer).toMatchObject({ id: 7, error: { code: 3 } })
    expect(rpc.hits).toEqual(['reverted'])
  })

  test('behavior: the last answer stands: an error from every URL, or an error then a failing URL', async () => {
    const limited = [{ jsonrpc: '2.0', id: 7, error: LIMITED }]
    expect(await postInOrder([`${rpc.base}/limited`, `${rpc.base}/limited`], single, GUARD_MS)).toEqual(limited)
    expect(await postInOrder([`${rpc.base}/limited`, `${rpc.base}/http-500`], single, GUARD_MS)).toEqual(limited)
  })

  test('behavior: a call that no URL answers is rpc-unavailable', async () => {
    const down = postInOrder([`${rpc.base}/empty/secret-key`], single, GUARD_MS)
    await expect(down).rejects.toMatchObject({
      code: 'rpc-unavailable',
      details: `${rpc.base.slice(7)}: a call without answer`,
    })
  })

  test('parameters: no URL at all is rpc-unavailable', async () => {
    await expect(postInOrder([], single, HANG_MS)).rejects.toMatchObject({
      code: 'rpc-unavailable',
      details: 'no http RPC URL',
    })
  })
})
