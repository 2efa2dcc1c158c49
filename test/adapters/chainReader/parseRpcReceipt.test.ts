import { describe, expect, test } from 'vitest'
import { parseRpcReceipt } from '../../../src/adapters/chainReader/parseRpcReceipt'
import { INVALID_ANSWER } from './readerErrorShapes'

describe('parseRpcReceipt', () => {
  test('default', () => {
    const success = { status: 'success', blockNumber: 16n }
    expect(parseRpcReceipt({ blockNumber: '0x10', status: '0x1', logs: [] })).toEqual(success)
    expect(parseRpcReceipt({ blockNumber: '0x10', status: '0x0' })).toEqual({ status: 'reverted', blockNumber: 16n })
  })

  test('behavior: no receipt, or no block number yet, is not mined', () => {
    expect(parseRpcReceipt(null)).toBeNull()
    expect(parseRpcReceipt(undefined)).toBeNull()
    expect(parseRpcReceipt({ blockNumber: null, status: '0x1' })).toBeNull()
    expect(parseRpcReceipt({})).toBeNull()
  })

  test('behavior: a status that is not exactly 0x1 or 0x0 is rpc-invalid-answer, its value in the details', () => {
    for (const status of [null, undefined, '0x2', '0x01', '0X1', 1, 0, true, 'success', 'constructor', '__proto__']) {
      const parsing = () => parseRpcReceipt({ blockNumber: '0x10', status })
      expect(parsing, String(status)).toThrow(expect.objectContaining(INVALID_ANSWER))
    }
    expect(() => parseRpcReceipt({ blockNumber: '0x10', status: '0x2' })).toThrow(
      expect.objectContaining({ details: 'receipt status is neither 0x1 nor 0x0: "0x2"' }),
    )
  })

  test('behavior: a receipt that is not an object or has a malformed block number is rpc-invalid-answer', () => {
    const badBlocks = [16, '16', '0x', '0xg1'].map((blockNumber) => ({ blockNumber, status: '0x1' }))
    for (const raw of ['garbage', 7, true, [], [{ blockNumber: '0x1', status: '0x1' }], ...badBlocks]) {
      expect(() => parseRpcReceipt(raw), JSON.stringify(raw)).toThrow(expect.objectContaining(INVALID_ANSWER))
    }
    // A node may send a whole page: the details keep only its start.
    const page = `<html>${'x'.repeat(200)}`
    const details = `receipt is not an object: ${JSON.stringify(page).slice(0, 80)}`
    expect(() => parseRpcReceipt(page)).toThrow(expect.objectContaining({ details }))
  })
})

describe('parseRpcReceipt (logs)', () => {
  const log = {
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    topics: [`0x${'ab'.repeat(32)}`, `0x${'00'.repeat(12)}${'cd'.repeat(20)}`],
    data: `0x${'00'.repeat(31)}05`,
    logIndex: '0x0',
    removed: false,
  }

  test('default: the logs in order, each its address, topics and data', () => {
    const { logIndex: _, removed: __, ...kept } = log
    expect(parseRpcReceipt({ blockNumber: '0x10', status: '0x1', logs: [log, { ...log, data: '0x' }] })).toEqual({
      status: 'success',
      blockNumber: 16n,
      logs: [kept, { ...kept, data: '0x' }],
    })
  })

  test('behavior: malformed logs are rpc-invalid-answer', () => {
    for (const logs of [
      'none',
      [null],
      [{ ...log, address: '0x12' }],
      [{ ...log, topics: 'x' }],
      [{ ...log, topics: ['0x12'] }],
      [{ ...log, data: '0x1' }],
      [{ ...log, data: undefined }],
    ]) {
      expect(() => parseRpcReceipt({ blockNumber: '0x10', status: '0x1', logs })).toThrow(
        expect.objectContaining(INVALID_ANSWER),
      )
    }
  })
})
