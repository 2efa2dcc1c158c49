import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postInOrder } from '../../../src/adapters/ethers/ethersReaderTransport'
import { freePort } from '../../support/anvil'

type Behaviour = 'echo' | 'http-500' | 'not-json' | 'hang'

/** A really started HTTP server; the first path segment picks how it behaves. */
async function startFakeRpc(): Promise<{ base: string; hits: string[]; server: Server }> {
  const hits: string[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const behaviour = (req.url ?? '/').split('/')[1] as Behaviour
    hits.push(behaviour)
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (behaviour === 'hang') return
      if (behaviour === 'http-500') return res.writeHead(500).end('down')
      if (behaviour === 'not-json') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')
      const calls = JSON.parse(body) as { id: number } | { id: number }[]
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x1' })
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)))
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${port}`, hits, server }
}

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
    const batch = JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }, { jsonrpc: '2.0', id: 2, method: 'eth_chainId' }])
    expect(await postInOrder([`${rpc.base}/echo`], batch, 1_000)).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      { jsonrpc: '2.0', id: 2, result: '0x1' },
    ])
    expect(await postInOrder([`${rpc.base}/echo`], single, 1_000)).toEqual([{ jsonrpc: '2.0', id: 7, result: '0x1' }])
  })

  test('behavior: HTTP 500, a non-JSON answer and a hang each pass to the next URL, in order', async () => {
    rpc.hits.length = 0
    const urls = ['http-500', 'not-json', 'hang', 'echo'].map((path) => `${rpc.base}/${path}/key`)
    expect(await postInOrder(urls, single, 200)).toEqual([{ jsonrpc: '2.0', id: 7, result: '0x1' }])
    expect(rpc.hits).toEqual(['http-500', 'not-json', 'hang', 'echo'])
  })

  test('behavior: when every URL fails, the last failure decides the code, without the URL path', async () => {
    const down = postInOrder([`${rpc.base}/hang/secret-key`, `${rpc.base}/http-500/secret-key`], single, 200)
    await expect(down).rejects.toMatchObject({ code: 'rpc-unavailable', details: `${rpc.base.slice(7)}: HTTP 500` })
    const slow = postInOrder([`${rpc.base}/http-500/secret-key`, `${rpc.base}/hang/secret-key`], single, 200)
    await expect(slow).rejects.toMatchObject({ code: 'rpc-timeout', details: `${rpc.base.slice(7)}: no answer within 200 ms` })
  })

  test('parameters: no URL at all is rpc-unavailable', async () => {
    await expect(postInOrder([], single, 200)).rejects.toMatchObject({ code: 'rpc-unavailable', details: 'no http RPC URL' })
  })
})
