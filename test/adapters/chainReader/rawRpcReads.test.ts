import { describe, expect, test } from 'vitest'
import {
  readRpcBlockTransactions,
  readRpcReceipt,
  readRpcTransaction,
  readRpcTransactionCount,
  type RpcSend,
} from '../../../src/adapters/chainReader/rawRpcReads'

const HASH = `0x${'ab'.repeat(32)}` as const
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A node that answers each method from `answers` and records what it was asked. */
function node(answers: Record<string, unknown>): { send: RpcSend; asked: [string, readonly unknown[]][] } {
  const asked: [string, readonly unknown[]][] = []
  const send: RpcSend = async (method, params) => (asked.push([method, params]), answers[method] ?? null)
  return { send, asked }
}

describe('rawRpcReads', () => {
  test('default', async () => {
    const { send, asked } = node({
      eth_getTransactionReceipt: { blockNumber: '0x10', status: '0x0' },
      eth_getTransactionCount: '0x5',
    })
    expect(await readRpcReceipt(send, HASH)).toEqual({ status: 'reverted', blockNumber: 16n })
    expect(await readRpcTransaction(send, HASH)).toBeNull()
    expect(await readRpcTransactionCount(send, ADDRESS, 9n)).toBe(5)
    expect(await readRpcBlockTransactions(send, 9n)).toBeNull()
    expect(asked).toEqual([
      ['eth_getTransactionReceipt', [HASH]],
      ['eth_getTransactionByHash', [HASH]],
      ['eth_getTransactionCount', [ADDRESS, '0x9']],
      ['eth_getBlockByNumber', ['0x9', true]],
    ])
  })

  test('behavior: an answer of the wrong shape is rpc-invalid-answer, whichever library sent the request', async () => {
    const { send } = node({ eth_getTransactionReceipt: { blockNumber: '0x10', status: null } })
    await expect(readRpcReceipt(send, HASH)).rejects.toMatchObject({ code: 'rpc-invalid-answer' })
  })

  test('behavior: an invalid argument is refused before anything is sent', async () => {
    const { send, asked } = node({})
    await expect(readRpcReceipt(send, '0x12' as never)).rejects.toMatchObject({ code: 'invalid-transaction-hash' })
    await expect(readRpcBlockTransactions(send, -1n)).rejects.toMatchObject({ code: 'invalid-block-number' })
    expect(asked).toEqual([])
  })
})
