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
    expect(parseTransactionLog([pendingTx(1, { status: 'failed' })], previous)).toEqual([
      pendingTx(1, { status: 'failed' }),
    ])
    expect(
      parseTransactionLog([{ ...pendingTx(1), hash: hashOf(1).toUpperCase().replace('0X', '0x') }, pendingTx(1)]),
    ).toHaveLength(1)
  })
})

describe('parseTransactionLog: the followed intent', () => {
  const SENT = { nonce: 7, to: '0x00000000000000000000000000000000000000c1', value: '1', input: '0x' } as const

  test('default: a pending entry keeps its intent', () => {
    expect(parseTransactionLog([{ ...pendingTx(1), sent: SENT }])).toEqual([{ ...pendingTx(1), sent: SENT }])
  })

  test('behavior: a malformed intent is dropped, not the entry; a settled entry keeps none', () => {
    expect(parseTransactionLog([{ ...pendingTx(1), sent: { ...SENT, nonce: -1 } }])).toEqual([pendingTx(1)])
    expect(parseTransactionLog([{ ...pendingTx(1), sent: 'x' }])).toEqual([pendingTx(1)])
    expect(parseTransactionLog([{ ...pendingTx(1, { status: 'confirmed' }), sent: SENT }])).toEqual([
      pendingTx(1, { status: 'confirmed' }),
    ])
  })

  test('behavior: storage that gained an intent is a change (the previous reference is not kept)', () => {
    const previous = parseTransactionLog([pendingTx(1)])
    const next = parseTransactionLog([{ ...pendingTx(1), sent: SENT }], previous)
    expect(next).not.toBe(previous)
    expect(parseTransactionLog([{ ...pendingTx(1), sent: SENT }], next)).toBe(next)
  })
})
