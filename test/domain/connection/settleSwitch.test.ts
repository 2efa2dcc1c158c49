import { describe, expect, test } from 'vitest'
import { beginSwitch, settleSwitch, withoutSwitch } from '../../../src/domain/connection/settleSwitch'
import type { PendingSwitch, WalletSession } from '../../../src/domain/connection/walletSession'
import { BaseError } from '../../../src/domain/errors/baseError'
import { ALICE, CONFIGURED_CHAINS } from './testChains'

const base = {
  status: 'connected' as const,
  walletId: 'metaMask',
  address: ALICE,
  chain: { id: 1, unsupported: false },
  canSwitchChain: true,
}
const toGoerli: PendingSwitch = { chainId: 5, request: 1 }
const switching: WalletSession = { ...base, switching: toGoerli }
const rejected = new BaseError('User rejected the request.', { code: 'user-rejected' })
const failed = new BaseError('An error occurred when attempting to switch chain.', { code: 'switch-chain' })

describe('beginSwitch', () => {
  test('default: the chain asked for is pending, an earlier switch error is dropped', () => {
    expect(beginSwitch({ ...base, switchError: failed }, toGoerli)).toEqual(switching)
  })

  test('behavior: a new choice while one is pending replaces it (a wallet that never answers locks nothing)', () => {
    for (const newer of [
      { chainId: 31337, request: 2 },
      { chainId: 5, request: 2 },
    ]) {
      expect(beginSwitch(switching, newer)).toEqual({ ...base, switching: newer })
    }
  })

  test('behavior: not connected, nothing to switch (same reference)', () => {
    const disconnected: WalletSession = { status: 'disconnected' }
    expect(beginSwitch(disconnected, toGoerli)).toBe(disconnected)
  })
})

describe('settleSwitch', () => {
  test('default: success moves to the chain and ends the switch', () => {
    const switched = { ...base, chain: { id: 5, unsupported: false } }
    expect(settleSwitch(switching, toGoerli, undefined, CONFIGURED_CHAINS)).toEqual(switched)
  })

  test('behavior: a rejection ends the switch silently, another failure is kept', () => {
    expect(settleSwitch(switching, toGoerli, rejected, CONFIGURED_CHAINS)).toEqual(base)
    expect(settleSwitch(switching, toGoerli, failed, CONFIGURED_CHAINS)).toEqual({ ...base, switchError: failed })
  })

  test('behavior: an answer to a switch that is not pending changes nothing', () => {
    expect(settleSwitch(switching, { chainId: 10, request: 1 }, undefined, CONFIGURED_CHAINS)).toBe(switching)
    const settled: WalletSession = base
    expect(settleSwitch(settled, toGoerli, failed, CONFIGURED_CHAINS)).toBe(settled)
    const disconnected: WalletSession = { status: 'disconnected' }
    expect(settleSwitch(disconnected, toGoerli, undefined, CONFIGURED_CHAINS)).toBe(disconnected)
  })

  test('behavior: a late answer to a superseded request does not settle the newer one, even for the same chain', () => {
    for (const newer of [
      { chainId: 31337, request: 2 },
      { chainId: 5, request: 2 },
    ]) {
      const chosenAgain = beginSwitch(switching, newer)
      for (const error of [undefined, rejected, failed]) {
        expect(settleSwitch(chosenAgain, toGoerli, error, CONFIGURED_CHAINS)).toBe(chosenAgain)
      }
      expect(settleSwitch(chosenAgain, newer, rejected, CONFIGURED_CHAINS)).toEqual(base)
    }
  })

  test('behavior: withoutSwitch drops both switch fields', () => {
    expect(withoutSwitch({ ...base, switching: toGoerli, switchError: failed })).toEqual(base)
    expect(Object.keys(withoutSwitch({ ...base, switching: undefined }))).not.toContain('switching')
  })
})
