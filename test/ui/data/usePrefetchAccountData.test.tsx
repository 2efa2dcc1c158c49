// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { memoize } from '../../../src/app/memoize'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { createHarness, FakeWallet, option } from '../connect/connectHarness'

afterEach(cleanup)

function setup() {
  const wallet = new FakeWallet('injected', 'Browser Wallet')
  const h = createHarness({ options: [option('injected', 'Browser Wallet')], wallets: [wallet] })
  let loads = 0
  const services = { ...h.services, queryClient: memoize(async () => (loads++, new QueryClient())) }
  render(
    <ServicesProvider services={services}>
      <WalletWidget />
    </ServicesProvider>,
  )
  return { h, wallet, loads: () => loads }
}

describe('usePrefetchAccountData', () => {
  test('default: a disconnected visitor loads no data cache', async () => {
    const { loads } = setup()
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(loads()).toBe(0)
  })

  test('behavior: a wallet that starts connecting starts loading the data cache', async () => {
    const { h, loads } = setup()
    act(() => void h.connection.connect('injected'))
    expect(h.connection.getSnapshot().status).toBe('connecting')
    await waitFor(() => expect(loads()).toBe(1))
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
