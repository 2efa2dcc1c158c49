import { describe, expect, test } from 'vitest'
import { rpcUnavailableError } from '../../../src/adapters/chainReader/chainReaderErrors'
import { readWithin } from '../../../src/adapters/chainReader/readWithin'
import { BaseError } from '../../../src/domain/errors/baseError'

const toError = (err: unknown) => (err instanceof BaseError ? err : rpcUnavailableError(String(err), err))

describe('readWithin', () => {
  test('default', async () => {
    expect(await readWithin(async () => 42, 1_000, toError)).toBe(42)
    expect(await readWithin(async () => null, 1_000, toError)).toBeNull()
  })

  test('behavior: a failure, thrown or rejected, is mapped by toError', async () => {
    await expect(readWithin(() => Promise.reject(new Error('boom')), 1_000, toError)).rejects.toMatchObject({
      code: 'rpc-unavailable',
      details: 'Error: boom',
    })
    const throwsAtOnce = () => {
      throw new Error('sync')
    }
    await expect(readWithin(throwsAtOnce, 1_000, toError)).rejects.toMatchObject({
      code: 'rpc-unavailable',
      details: 'Error: sync',
    })
  })

  test('behavior: a call that never settles is rpc-timeout at the deadline', async () => {
    await expect(readWithin(() => new Promise<never>(() => undefined), 30, toError)).rejects.toMatchObject({
      code: 'rpc-timeout',
      shortMessage: 'The RPC did not answer in time',
      details: 'no answer within 30 ms',
    })
  })
})
