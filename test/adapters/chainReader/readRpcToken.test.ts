import { describe, expect, test } from 'vitest'
import type { RpcSend } from '../../../src/adapters/chainReader/rawRpcReads'
import { readRpcTokenBalance } from '../../../src/adapters/chainReader/readRpcToken'
import { INVALID_ANSWER } from './readerErrorShapes'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const word = (n: bigint | number) => BigInt(n).toString(16).padStart(64, '0')
const USDC_STRING = `0x${word(32)}${word(4)}${'55534443'.padEnd(64, '0')}`

/** A node whose eth_call answers by selector. */
function node(answers: { balance?: unknown; decimals?: unknown; symbol?: unknown }): RpcSend {
  return async (_method, params) => {
    const { data } = params[0] as { data: string }
    if (data.startsWith('0x70a08231')) return answers.balance ?? `0x${word(5_000_000n)}`
    if (data === '0x313ce567') return answers.decimals ?? `0x${word(6)}`
    return answers.symbol ?? USDC_STRING
  }
}

describe('readRpcTokenBalance', () => {
  test('default', async () => {
    expect(await readRpcTokenBalance(node({}), TOKEN, OWNER)).toEqual({
      value: 5_000_000n,
      decimals: 6,
      symbol: 'USDC',
    })
  })

  test('parameters: a bytes32 symbol (early tokens) is read without its trailing zeros', async () => {
    const symbol = `0x${'4d4b52'.padEnd(64, '0')}`
    expect((await readRpcTokenBalance(node({ symbol }), TOKEN, OWNER)).symbol).toBe('MKR')
  })

  test('behavior: no data (no contract), short or malformed answers, huge decimals are rpc-invalid-answer', async () => {
    for (const answers of [
      { decimals: '0x' },
      { balance: '0x' },
      { balance: '0x1234' },
      { balance: 12 },
      { decimals: `0x${word(256)}` },
      { symbol: `0x${word(32)}${word(40)}` },
    ]) {
      await expect(readRpcTokenBalance(node(answers), TOKEN, OWNER)).rejects.toMatchObject(INVALID_ANSWER)
    }
  })
})
