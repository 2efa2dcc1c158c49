import { describe, expect, test } from 'vitest'
import { parseTransactionLog } from '../../../src/domain/transactions/parseTransactionLog'
import { EMPTY_TRANSACTION_LOG } from '../../../src/domain/transactions/transactionLog'
import { hashOf, pendingTx } from './txArbitraries'

describe('parseTransactionLog', () => {
  test('default: nothing stored -> the empty log', () => {
    expect(parseTransactionLog(undefined)).toBe(EMPTY_TRANSACTION_LOG)
    expect(parseTransactionLog([])).toBe(EMPTY_TRANSACTION_LOG)
  })

  test('behavior: a well-formed log reads back as written', () => {
    const log = [pendingTx(2, { confirmations: 3 }), pendingTx(1, { status: 'confirmed' })]
    expect(parseTransactionLog(JSON.parse(JSON.stringify(log)))).toEqual(log)
  })

  test('behavior: corrupt values and entries are dropped, never thrown', () => {
    for (const bad of ['[]', 42, { a: 1 }, null, true]) expect(parseTransactionLog(bad)).toBe(EMPTY_TRANSACTION_LOG)
    const mixed = [
      pendingTx(1),
      null,
      { ...pendingTx(2), hash: '0x12' },
      { ...pendingTx(3), status: 'mined' },
      { ...pendingTx(4), description: 7 },
      { ...pendingTx(5), confirmations: 0 },
      { ...pendingTx(6), addedAt: 'yesterday' },
      pendingTx(1, { description: 'duplicate' }),
    ]
    expect(parseTransactionLog(mixed)).toEqual([pendingTx(1), pendingTx(6, { addedAt: 0 })])
  })

  test('behavior: an over-long stored log is pruned to the pending ones and 10 finished', () => {
    const stored = Array.from({ length: 30 }, (_, i) => pendingTx(i, { status: i % 3 === 0 ? 'pending' : 'failed' }))
    const log = parseTransactionLog(stored)
    expect(log.filter((tx) => tx.status === 'pending')).toHaveLength(10)
    expect(log.filter((tx) => tx.status === 'failed')).toHaveLength(10)
  })

  test('parameters: previous is returned when storage holds the same log', () => {
    const previous = [pendingTx(1)]
    expect(parseTransactionLog(JSON.parse(JSON.stringify(previous)), previous)).toBe(previous)
    expect(parseTransactionLog([pendingTx(1, { status: 'failed' })], previous)).toEqual([pendingTx(1, { status: 'failed' })])
    expect(parseTransactionLog([{ ...pendingTx(1), hash: hashOf(1).toUpperCase().replace('0X', '0x') }, pendingTx(1)])).toHaveLength(1)
  })
})
