import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { numberToHex, type Hex } from 'viem'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../../src/domain/chains/chain'
import { answerEnsCall, CREATOR } from './ensFixtures'

/** Mainnet as configured: the provider URL (with a key) first, the public fallback last. */
export const PRIMARY_RPC = 'https://eth.primary.test/v2/test-key'
export const FALLBACK_RPC = 'https://eth.fallback.test/'
export const MAINNET: Chain = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: DEFAULT_NATIVE_CURRENCY,
  rpcUrls: [PRIMARY_RPC, FALLBACK_RPC],
}

/** What the fake mainnet answers for eth_blockNumber and eth_getBalance. */
export const FAKE_BLOCK_NUMBER = 19_000_000n
export const CREATOR_BALANCE = 1_500_000_000_000_000_000n

type JsonRpcRequest = { jsonrpc: '2.0'; id: number | string; method: string; params?: unknown[] }
/** A JSON-RPC answer without its envelope: a result, or an error object. */
export type RpcOutcome = { result: unknown } | { error: { code: number; message: string; data?: Hex } }
type JsonRpcResponse = { jsonrpc: '2.0'; id: number | string } & RpcOutcome

/** CREATOR's transaction count on the fake mainnet (RECEIPT_HASH used the nonce just before). */
export const CREATOR_NONCE = 42

/** Serves the fake mainnet (block number, balances, ENS, CREATOR's transaction RECEIPT_HASH) at each URL; single calls and batches alike. */
export function fakeMainnetHandlers(urls: readonly string[] = [PRIMARY_RPC, FALLBACK_RPC]): HttpHandler[] {
  return urls.map((url) => serving(url, answer))
}

/** An endpoint that answers `method` with `outcome` (HTTP 200) and everything else as the fake mainnet. */
export function answeringRpc(url: string, method: string, outcome: RpcOutcome): HttpHandler {
  return serving(url, (call) => (call.method === method ? { jsonrpc: '2.0', id: call.id, ...outcome } : answer(call)))
}

function serving(url: string, respond: (request: JsonRpcRequest) => JsonRpcResponse): HttpHandler {
  return http.post(url, async ({ request }) => {
    const body = (await request.json()) as JsonRpcRequest | JsonRpcRequest[]
    return HttpResponse.json(Array.isArray(body) ? body.map(respond) : respond(body))
  })
}

/** An endpoint that is up but broken: HTTP 500 for everything. */
export function failingRpc(url: string): HttpHandler {
  return http.post(url, () => new HttpResponse('upstream unavailable', { status: 500 }))
}

/** An endpoint that accepts the request and never answers. */
export function hangingRpc(url: string): HttpHandler {
  return http.post(url, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })
}

function answer(request: JsonRpcRequest): JsonRpcResponse {
  const base = { jsonrpc: '2.0', id: request.id } as const
  switch (request.method) {
    case 'eth_chainId':
      return { ...base, result: '0x1' }
    case 'eth_blockNumber':
      return { ...base, result: numberToHex(FAKE_BLOCK_NUMBER) }
    case 'eth_getBalance': {
      const [address] = (request.params ?? []) as [string]
      return {
        ...base,
        result: numberToHex(address.toLowerCase() === CREATOR.address.toLowerCase() ? CREATOR_BALANCE : 0n),
      }
    }
    case 'eth_getTransactionByHash': {
      const [hash] = (request.params ?? []) as [string]
      return { ...base, result: hash === RECEIPT_HASH ? rpcTransaction() : null }
    }
    case 'eth_getTransactionCount': {
      const [address] = (request.params ?? []) as [string]
      return {
        ...base,
        result: numberToHex(address.toLowerCase() === CREATOR.address.toLowerCase() ? CREATOR_NONCE : 0),
      }
    }
    case 'eth_getBlockByNumber': {
      const [block] = (request.params ?? []) as [string]
      return { ...base, result: block === numberToHex(FAKE_BLOCK_NUMBER) ? rpcBlock() : null }
    }
    case 'eth_call': {
      const [{ to, data, input }] = (request.params ?? []) as [{ to: string; data?: Hex; input?: Hex }]
      const outcome = answerEnsCall(to, data ?? input ?? '0x')
      if ('result' in outcome) return { ...base, result: outcome.result }
      return { ...base, error: { code: 3, message: 'execution reverted', data: outcome.revert } }
    }
    default:
      return { ...base, error: { code: -32601, message: `the fake mainnet does not serve ${request.method}` } }
  }
}

/** A transaction the fake mainnet's receipt cases use. */
export const RECEIPT_HASH = `0x${'5e'.repeat(32)}` as const

/** A mined, successful receipt of RECEIPT_HASH in block FAKE_BLOCK_NUMBER as a node sends it; `fields` override. */
export function rpcReceipt(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    transactionHash: RECEIPT_HASH,
    transactionIndex: '0x0',
    blockHash: `0x${'b1'.repeat(32)}`,
    blockNumber: numberToHex(FAKE_BLOCK_NUMBER),
    from: CREATOR.address.toLowerCase(),
    to: `0x${'70'.repeat(20)}`,
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: '0x3b9aca00',
    contractAddress: null,
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    type: '0x2',
    status: '0x1',
    ...fields,
  }
}

/** RECEIPT_HASH as a node sends it, mined in block FAKE_BLOCK_NUMBER: 1 ETH from CREATOR with nonce CREATOR_NONCE - 1. */
export function rpcTransaction(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: '0x2',
    chainId: '0x1',
    hash: RECEIPT_HASH,
    from: CREATOR.address.toLowerCase(),
    nonce: numberToHex(CREATOR_NONCE - 1),
    to: `0x${'70'.repeat(20)}`,
    value: '0xde0b6b3a7640000',
    input: '0x',
    gas: '0x5208',
    maxFeePerGas: '0x3b9aca00',
    maxPriorityFeePerGas: '0x3b9aca00',
    blockHash: `0x${'b1'.repeat(32)}`,
    blockNumber: numberToHex(FAKE_BLOCK_NUMBER),
    transactionIndex: '0x0',
    ...fields,
  }
}

/** Block FAKE_BLOCK_NUMBER with full transactions (RECEIPT_HASH only) as a node sends it; `fields` override. */
export function rpcBlock(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    number: numberToHex(FAKE_BLOCK_NUMBER),
    hash: `0x${'b1'.repeat(32)}`,
    transactions: [rpcTransaction()],
    ...fields,
  }
}
