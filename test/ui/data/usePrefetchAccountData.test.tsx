// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { lazyTransactions } from '../../../src/app/lazyTransactions'
import { memoize } from '../../../src/app/memoize'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { createHarness, FakeWallet, option } from '../connect/connectHarness'

afterEach(cleanup)

function setup() {
  const wallet = new FakeWallet('injected', 'Browser Wallet')
  const h = createHarness({ options: [option('injected', 'Browser Wallet')], wallets: [wallet] })
  let loads = 0
  let transactionLoads = 0
  let checksumLoads = 0
  const services = {
    ...h.services,
    queryClient: memoize(async () => (loads++, new QueryClient())),
    transactions: lazyTransactions(memoize(async () => (transactionLoads++, h.transactions))),
    checksumAddress: async () => (checksumLoads++, (address: string) => address.toUpperCase()),
  }
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
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect([loads(), transactionLoads(), checksumLoads()]).toEqual([0, 0, 0])
  })

  test('behavior: a wallet that starts connecting starts loading the data cache, the transaction log and the checksum', async () => {
    const { h, loads, transactionLoads, checksumLoads } = setup()
    act(() => void h.connection.connect('injected'))
    expect(h.connection.getSnapshot().status).toBe('connecting')
    await waitFor(() => expect([loads(), transactionLoads(), checksumLoads()]).toEqual([1, 1, 1]))
  })

  test('behavior: an auto-connect of the last wallet starts loading it too', async () => {
    const { h, wallet, loads } = setup()
    h.store.set('wallet.last', 'injected')
    wallet.reconnect = () => new Promise(() => undefined)
    act(() => void h.connection.reconnect())
    expect(h.connection.getSnapshot().status).toBe('reconnecting')
    await waitFor(() => expect(loads()).toBe(1))
  })
})
