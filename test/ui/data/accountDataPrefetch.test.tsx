// @vitest-environment jsdom
// A file of its own: the account data code is module state, and a view rendered by another test would load it.
import { afterEach, expect, test } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { memoize } from '../../../src/app/memoize'
import { ConnectButton } from '../../../src/ui/connect/ConnectButton'
import { prefetchQueryClient } from '../../../src/ui/data/prefetchQueryClient'
import { prefetchAccountDataFeed } from '../../../src/ui/data/useAccountData'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { ADDRESS, createHarness, FakeWallet, option } from '../connect/connectHarness'

afterEach(cleanup)

const never = () => new Promise<never>(() => undefined)

test('behavior: prefetched while the wallet connects, the account button has the cached name in its first render', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(['ensName', ADDRESS.toLowerCase()], 'returning.eth')
  const load = memoize(async () => client)
  const h = createHarness({ options: [option('injected', 'Browser Wallet')], wallets: [new FakeWallet('injected', 'Browser Wallet')] })
  h.reader.getEnsName = never
  h.reader.getBalance = never
  const done = h.connection.connect('injected')
  h.wallets[0]!.approve()
  await act(() => done)
  await Promise.all([prefetchAccountDataFeed(), prefetchQueryClient(load)])
  // A synchronous act: a view that suspended could not resume inside it (that needs a promise to settle).
  act(() => {
    render(
      <ServicesProvider services={{ ...h.services, queryClient: load }}>
        <Router hook={memoryLocation().hook}>
          <ConnectButton onOpen={() => {}} />
        </Router>
      </ServicesProvider>,
    )
  })
  expect(screen.getByRole('button', { name: /returning\.eth/ })).toBeTruthy()
})
