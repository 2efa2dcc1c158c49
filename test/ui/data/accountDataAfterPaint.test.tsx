// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { memoizeUntilFailure } from '../../../src/domain/shared/memoizeUntilFailure'
import { ConnectButton } from '../../../src/ui/connect/ConnectButton'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { withDataCache } from '../../support/dataCacheServices'
import { ADDRESS, createHarness, FakeWallet, option, SHORT_ADDRESS } from '../connect/connectHarness'

afterEach(cleanup)

test('behavior: not prefetched (a wallet that answered at once), the account button is drawn before the account data code starts loading, then its name follows', async () => {
  const h = createHarness({
    options: [option('injected', 'Browser Wallet')],
    wallets: [new FakeWallet('injected', 'Browser Wallet')],
  })
  h.reader.names.set(ADDRESS.toLowerCase(), 'creator.eth')
  const done = h.connection.connect('injected')
  h.wallets[0]!.approve()
  await act(() => done)
  // Counts, synchronously, the loads of the account data service (its code and the data cache load together).
  let loads = 0
  const queryClient = memoizeUntilFailure(
    async () => (loads++, new QueryClient({ defaultOptions: { queries: { retry: false } } })),
  )
  act(() => {
    render(
      <ServicesProvider services={withDataCache(h.services, queryClient)}>
        <Router hook={memoryLocation().hook}>
          <ConnectButton onOpen={() => {}} />
        </Router>
      </ServicesProvider>,
    )
  })
  const button = screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })
  expect(loads).toBe(0)
  await waitFor(() => expect(loads).toBe(1))
  await waitFor(() => expect(button.textContent).toContain('creator.eth'))
})
