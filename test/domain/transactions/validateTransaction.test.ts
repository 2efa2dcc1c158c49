import { describe, expect, test } from 'vitest'
import { validateTransaction, type NewTransaction } from '../../../src/domain/transactions/validateTransaction'

const hash = `0x${'ab'.repeat(32)}` as const

function errorOf(tx: unknown): unknown {
  try {
    validateTransaction(tx as NewTransaction)
  } catch (err) {
    return err
  }
  return undefined
}

describe('validateTransaction', () => {
  test('default: a hash and a description are enough', () => {
    expect(validateTransaction({ hash, description: 'Mint' })).toEqual({ hash, description: 'Mint' })
    expect(
      validateTransaction({ hash: hash.toUpperCase().replace('0X', '0x') as `0x${string}`, description: '' }),
    ).toBeTruthy()
  })

  test('parameters: hash must be 0x + 64 hex characters', () => {
    for (const bad of [hash.slice(0, -1), `${hash}0`, hash.slice(2), `0x${'g'.repeat(64)}`, 42, undefined]) {
      expect(errorOf({ hash: bad, description: 'x' })).toMatchObject({
        code: 'invalid-transaction-hash',
        shortMessage: 'Invalid transaction hash',
      })
    }
  })

  test('parameters: description must be a string', () => {
    for (const bad of [undefined, null, 1, {}]) {
      expect(errorOf({ hash, description: bad })).toMatchObject({
        code: 'invalid-transaction-description',
        shortMessage: 'Transaction must have a description',
      })
    }
  })

  test('parameters: confirmations, when given, must be a positive integer', () => {
    expect(validateTransaction({ hash, description: 'x', confirmations: 3 })).toEqual({
      hash,
      description: 'x',
      confirmations: 3,
    })
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2']) {
      expect(errorOf({ hash, description: 'x', confirmations: bad })).toMatchObject({
        code: 'invalid-transaction-confirmations',
        shortMessage: 'Transaction confirmations must be a positive integer',
      })
    }
  })

  test('behavior: the first broken rule is reported; unknown fields are dropped', () => {
    expect(errorOf({ hash: 'x', description: 1, confirmations: 0 })).toMatchObject({ code: 'invalid-transaction-hash' })
    expect(errorOf(null)).toMatchObject({ code: 'invalid-transaction-hash' })
    expect(validateTransaction({ hash, description: 'x', status: 'confirmed' } as NewTransaction)).toEqual({
      hash,
      description: 'x',
    })
  })
})
