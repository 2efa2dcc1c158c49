import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { ANVIL_ACCOUNTS } from './anvil'

// anvil's accounts come from its default mnemonic; a key copied wrong signs as some other address (it did once).
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

describe('ANVIL_ACCOUNTS', () => {
  test('default: each key signs as its address, the account of that index of the default mnemonic', () => {
    ANVIL_ACCOUNTS.forEach((account, index) => {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
      expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address).toBe(account.address)
    })
  })
})
