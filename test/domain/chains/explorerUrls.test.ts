import { describe, expect, test } from 'vitest'
import { explorerAddressUrl, explorerTxUrl } from '../../../src/domain/chains/explorerUrls'
import type { Chain } from '../../../src/domain/chains/chain'
import { DEFAULT_NATIVE_CURRENCY } from '../../../src/domain/chains/chain'

const hash = `0x${'ab'.repeat(32)}`
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = (url?: string): Chain => ({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: DEFAULT_NATIVE_CURRENCY,
  rpcUrls: [],
  blockExplorer: url === undefined ? undefined : { name: 'Etherscan', url },
})

describe('explorerTxUrl', () => {
  test('default', () => {
    expect(explorerTxUrl(chain('https://etherscan.io'), hash)).toBe(`https://etherscan.io/tx/${hash}`)
  })

  test('behavior: no double slash with a trailing slash', () => {
    expect(explorerTxUrl(chain('https://goerli.etherscan.io/'), hash)).toBe(`https://goerli.etherscan.io/tx/${hash}`)
    expect(explorerTxUrl(chain('https://x.io//'), hash)).toBe(`https://x.io/tx/${hash}`)
  })

  test('behavior: undefined without an explorer or a chain', () => {
    expect(explorerTxUrl(chain(), hash)).toBeUndefined()
    expect(explorerTxUrl(chain(''), hash)).toBeUndefined()
    expect(explorerTxUrl(undefined, hash)).toBeUndefined()
  })
})

describe('explorerAddressUrl', () => {
  test('default', () => {
    expect(explorerAddressUrl(chain('https://etherscan.io/'), address)).toBe(`https://etherscan.io/address/${address}`)
  })

  test('behavior: undefined without an explorer', () => {
    expect(explorerAddressUrl(chain(), address)).toBeUndefined()
  })
})
