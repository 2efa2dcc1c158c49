import { describe, expect, test } from 'vitest'
import { canSwitchChainByName } from '../../../src/domain/wallets/canSwitchChainByName'

describe('canSwitchChainByName', () => {
  test('behavior: imToken, MetaMask and Rainbow match in any case', () => {
    for (const name of ['imToken', 'MetaMask', 'Rainbow', 'METAMASK Mobile', 'rainbow wallet'])
      expect(canSwitchChainByName(name)).toBe(true)
  })

  test('behavior: other wallets do not', () => {
    for (const name of ['Trust Wallet', 'Ledger Live', 'Coinbase Wallet', ''])
      expect(canSwitchChainByName(name)).toBe(false)
  })
})
