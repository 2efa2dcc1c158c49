import { describe, expect, test } from 'vitest'
import { readClaimFacts, RpcUnavailableError } from '../../../src/adapters/server/readClaimFacts'
import type { Hash } from '../../../src/domain/shared/hex'
import { CREATOR, MemoryChainReader, SENDER } from '../../support/memoryChainReader'

const txHash = `0x${'ab'.repeat(32)}` as Hash

describe('readClaimFacts', () => {
  test('default: the transaction and its receipt', async () => {
    const reader = new MemoryChainReader()
    reader.send(1, { hash: txHash, nonce: 0, value: 5n })
    reader.mine(1, txHash)
    expect(await readClaimFacts(reader, [1], { chainId: 1, txHash })).toEqual({
      configuredChainIds: [1],
      transaction: { hash: txHash, from: SENDER, to: CREATOR, nonce: 0, value: 5n, input: '0x' },
      receipt: { status: 'success', blockNumber: 100n },
    })
  })

  test('behavior: an unconfigured chain is not read', async () => {
    const reader = new MemoryChainReader()
    expect(await readClaimFacts(reader, [1], { chainId: 5, txHash })).toEqual({
      configuredChainIds: [1],
      transaction: null,
      receipt: null,
    })
    expect(reader.transactionCalls + reader.receiptCalls).toBe(0)
  })

  test('behavior: a failing RPC rejects with rpc-unavailable', async () => {
    const reader = new MemoryChainReader()
    reader.failing = true
    const read = readClaimFacts(reader, [1], { chainId: 1, txHash })
    await expect(read).rejects.toBeInstanceOf(RpcUnavailableError)
    await expect(read).rejects.toMatchObject({ code: 'rpc-unavailable' })
  })

  test('parameters: deadlineMs bounds a hanging RPC', async () => {
    const reader = new MemoryChainReader()
    reader.hanging = true
    const started = Date.now()
    await expect(readClaimFacts(reader, [1], { chainId: 1, txHash }, 50)).rejects.toMatchObject({
      code: 'rpc-unavailable',
      details: 'no answer within 50 ms',
    })
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
