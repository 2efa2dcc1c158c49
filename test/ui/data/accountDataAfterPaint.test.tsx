// @vitest-environment jsdom
// A file of its own: the account data code is module state, and a view rendered by another test would load it.
import { afterEach, expect, test, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { memoizeUntilFailure } from '../../../src/domain/shared/memoizeUntilFailure'
import { ConnectButton } from '../../../src/ui/connect/ConnectButton'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { ADDRESS, createHarness, FakeWallet, option, SHORT_ADDRESS } from '../connect/connectHarness'

// Counts, synchronously, the loads started through `preloadable` (here only the account data feed's).
const feedLoads = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../src/ui/preloadable', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/ui/preloadable')>()
  return {
    ...original,
    preloadable: <P,>(load: () => Promise<ComponentType<P>>) => original.preloadable(() => (feedLoads.count++, load())),
  }
})

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
  const queryClient = memoizeUntilFailure(
    async () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  )
  act(() => {
    render(
      <ServicesProvider services={{ ...h.services, queryClient }}>
        <Router hook={memoryLocation().hook}>
          <ConnectButton onOpen={() => {}} />
        </Router>
      </ServicesProvider>,
    )
  })
  const button = screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })
  expect(feedLoads.count).toBe(0)
  await waitFor(() => expect(feedLoads.count).toBe(1))
  await waitFor(() => expect(button.textContent).toContain('creator.eth'))
})
