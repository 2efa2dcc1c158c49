import { describe, expect, test } from 'vitest'
import { settleSwitch, withoutSwitch } from '../../../src/domain/connection/settleSwitch'
import type { WalletSession } from '../../../src/domain/connection/walletSession'
import { BaseError } from '../../../src/domain/errors/baseError'
import { ALICE, CONFIGURED_CHAINS } from './testChains'

const base = { status: 'connected' as const, walletId: 'metaMask', address: ALICE, chain: { id: 1, unsupported: false } }
const switching: WalletSession = { ...base, switching: { chainId: 5 } }
const rejected = new BaseError('User rejected the request.', { code: 'user-rejected' })
const failed = new BaseError('An error occurred when attempting to switch chain.', { code: 'switch-chain' })

describe('settleSwitch', () => {
  test('default: success moves to the chain and ends the switch', () => {
    expect(settleSwitch(switching, 5, undefined, CONFIGURED_CHAINS)).toEqual({ ...base, chain: { id: 5, unsupported: false } })
  })

  test('behavior: a rejection ends the switch silently, another failure is kept', () => {
    expect(settleSwitch(switching, 5, rejected, CONFIGURED_CHAINS)).toEqual(base)
    expect(settleSwitch(switching, 5, failed, CONFIGURED_CHAINS)).toEqual({ ...base, switchError: failed })
  })

  test('behavior: an answer to a switch that is not pending changes nothing', () => {
    expect(settleSwitch(switching, 10, undefined, CONFIGURED_CHAINS)).toBe(switching)
    const settled: WalletSession = base
    expect(settleSwitch(settled, 5, failed, CONFIGURED_CHAINS)).toBe(settled)
    const disconnected: WalletSession = { status: 'disconnected' }
    expect(settleSwitch(disconnected, 5, undefined, CONFIGURED_CHAINS)).toBe(disconnected)
  })

  test('behavior: withoutSwitch drops both switch fields', () => {
    expect(withoutSwitch({ ...base, switching: { chainId: 5 }, switchError: failed })).toEqual(base)
    expect(Object.keys(withoutSwitch({ ...base, switching: undefined }))).not.toContain('switching')
  })
})
