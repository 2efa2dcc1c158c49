// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { lazyTransactions } from '../../../src/app/lazyTransactions'
import { memoizeUntilFailure } from '../../../src/domain/shared/memoizeUntilFailure'
import { PREFETCH_AFTER_MS } from '../../../src/ui/data/usePrefetchAccountData'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { withDataCache } from '../../support/dataCacheServices'
import { createHarness, FakeWallet, option } from '../connect/connectHarness'

// Only the wait before a prefetch is faked; promises and React's scheduling stay real.
beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

function setup() {
  const wallet = new FakeWallet('injected', 'Browser Wallet')
  const h = createHarness({ options: [option('injected', 'Browser Wallet')], wallets: [wallet] })
  let loads = 0
  let transactionLoads = 0
  let checksumLoads = 0
  const services = withDataCache(
    {
      ...h.services,
      transactions: lazyTransactions(memoizeUntilFailure(async () => (transactionLoads++, h.transactions))),
      checksumAddress: async () => (checksumLoads++, (address: string) => address.toUpperCase()),
    },
    memoizeUntilFailure(async () => (loads++, new QueryClient())),
  )
  render(
    <ServicesProvider services={services}>
      <WalletWidget />
    </ServicesProvider>,
  )
  return { h, wallet, loads: () => loads, transactionLoads: () => transactionLoads, checksumLoads: () => checksumLoads }
}

describe('usePrefetchAccountData', () => {
  test('default: a disconnected visitor loads no data cache, transaction log or checksum', async () => {
    const { loads, transactionLoads, checksumLoads } = setup()
    await wait(10 * PREFETCH_AFTER_MS)
    expect([loads(), transactionLoads(), checksumLoads()]).toEqual([0, 0, 0])
  })

  test('behavior: a wallet that asks its user longer than the wait gets the data cache, the transaction log and the checksum loading', async () => {
    const { h, loads, transactionLoads, checksumLoads } = setup()
    act(() => void h.connection.connect('injected'))
    expect(h.connection.getSnapshot().status).toBe('connecting')
    await wait(PREFETCH_AFTER_MS - 1)
    expect([loads(), transactionLoads(), checksumLoads()]).toEqual([0, 0, 0])
    await wait(1)
    expect([loads(), transactionLoads(), checksumLoads()]).toEqual([1, 1, 1])
  })

  test('behavior: a wallet that answers within the wait is not made to share the main thread with the prefetch', async () => {
    const { h, wallet, loads, transactionLoads, checksumLoads } = setup()
    act(() => void h.connection.connect('injected'))
    await wait(PREFETCH_AFTER_MS / 2)
    await act(async () => wallet.reject())
    expect(h.connection.getSnapshot().status).toBe('disconnected')
    await wait(10 * PREFETCH_AFTER_MS)
    expect([loads(), transactionLoads(), checksumLoads()]).toEqual([0, 0, 0])
  })

  test('behavior: an auto-connect of the last wallet (nobody is asked) loads the data cache at once, the rest with the account', async () => {
    const { h, wallet, loads, transactionLoads, checksumLoads } = setup()
    h.store.set('wallet.last', 'injected')
    wallet.reconnect = () => new Promise(() => undefined)
    act(() => void h.connection.reconnect())
    expect(h.connection.getSnapshot().status).toBe('reconnecting')
    // No timer passed. The transaction log and the checksum wait for the account (they would slow the wallet's answer).
    expect([loads(), transactionLoads(), checksumLoads()]).toEqual([1, 0, 0])
    await wait(10 * PREFETCH_AFTER_MS)
    expect([loads(), transactionLoads(), checksumLoads()]).toEqual([1, 0, 0])
  })
})
