import { describe, expect, test } from 'vitest'
import { DEFAULT_CHAIN_READER_OPTIONS } from '../../../src/adapters/chainReader/chainReaderOptions'
import { createViemReaderClient } from '../../../src/adapters/viem/viemReaderClient'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../../src/domain/chains/chain'

const chain = (id: number, rpcUrls: string[]): Chain => ({
  id,
  name: `Chain ${id}`,
  nativeCurrency: DEFAULT_NATIVE_CURRENCY,
  rpcUrls,
})

describe('createViemReaderClient', () => {
  test('default', () => {
    const client = createViemReaderClient(chain(1, ['https://a.test', 'https://b.test']), DEFAULT_CHAIN_READER_OPTIONS)
    expect(client?.chain.rpcUrls.default.http).toEqual(['https://a.test', 'https://b.test'])
    expect(client?.chain.contracts?.ensUniversalResolver?.address).toBe('0xeeeeeeee14d718c2b47d9923deab1335e144eeee')
    expect(client?.pollingInterval).toBe(4_000)
    expect(client?.cacheTime).toBe(0)
    expect(client?.transport.type).toBe('fallback')
  })

  test('parameters: only mainnet carries the ENS universal resolver', () => {
    expect(
      createViemReaderClient(chain(5, ['https://a.test']), DEFAULT_CHAIN_READER_OPTIONS)?.chain.contracts,
    ).toBeUndefined()
  })

  test('behavior: a chain without an http RPC URL gets no client', () => {
    expect(createViemReaderClient(chain(1, []), DEFAULT_CHAIN_READER_OPTIONS)).toBeUndefined()
    expect(createViemReaderClient(chain(1, ['wss://a.test']), DEFAULT_CHAIN_READER_OPTIONS)).toBeUndefined()
  })
})
