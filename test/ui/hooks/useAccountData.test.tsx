// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { memoizeUntilFailure } from '../../../src/domain/shared/memoizeUntilFailure'
import { createPersistedQueryClient } from '../../../src/app/queryCache'
import type { Balance } from '../../../src/ports/chainReader'
import { ConnectButton } from '../../../src/ui/connect/ConnectButton'
import { AccountSummary } from '../../../src/ui/pages/AccountSummary'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'
import { withDataCache } from '../../support/dataCacheServices'
import { ADDRESS, createHarness, FakeWallet, option, SHORT_ADDRESS } from '../connect/connectHarness'
import { memoryStorage } from '../../support/memoryStorage'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A connected harness whose services load the data cache through `queryClient` (no provider around the UI). */
async function connected(queryClient: () => Promise<QueryClient>) {
  const h = createHarness({
    options: [option('injected', 'Browser Wallet')],
    wallets: [new FakeWallet('injected', 'Browser Wallet')],
  })
  const done = h.connection.connect('injected')
  h.wallets[0]!.approve()
  await act(() => done)
  return { h, services: withDataCache(h.services, queryClient) }
}

/** Only the services: the data cache must come with the views that read it (awaited: its code and cache load). */
async function renderBare(ui: ReactElement, services: UiServices) {
  await act(async () => {
    render(
      <ServicesProvider services={services}>
        <Router hook={memoryLocation().hook}>{ui}</Router>
      </ServicesProvider>,
    )
  })
}

const freshClient = () =>
  memoizeUntilFailure(async () => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
const never = () => new Promise<never>(() => undefined)

describe('useAccountData', () => {
  test('default: the account button shows at once, then the name and balance from the cache loaded on demand; the same button all along', async () => {
    const { h, services } = await connected(freshClient())
    h.reader.names.set(ADDRESS.toLowerCase(), 'creator.eth')
    await renderBare(<ConnectButton onOpen={() => {}} />, services)
    const button = screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })
    await waitFor(() => expect(button.textContent).toContain('creator.eth'))
    await waitFor(() => expect(button.textContent).toContain('1.23 ETH'))
    expect(button.isConnected).toBe(true)
  })

  test('behavior: a returning visitor sees the name and balance of the persisted cache, before any read answers', async () => {
    const storage = memoryStorage()
    const previous = await createPersistedQueryClient(storage)
    const balance: Balance = { value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH', formatted: '1.5' }
    previous.setQueryData(['ensName', ADDRESS.toLowerCase()], 'returning.eth')
    previous.setQueryData(['balance', 1, ADDRESS.toLowerCase()], balance)
    await new Promise((r) => setTimeout(r, 1100)) // the persister throttles writes
    const { h, services } = await connected(memoizeUntilFailure(() => createPersistedQueryClient(storage)))
    h.reader.getEnsName = never
    h.reader.getBalance = never
    await renderBare(<ConnectButton onOpen={() => {}} />, services)
    const button = await screen.findByRole('button', { name: /returning\.eth/ })
    expect(button.textContent).toContain('1.5 ETH')
  })

  test('behavior: every view shares the one cache: the button and the home summary read the name once', async () => {
    let clients = 0
    const { h, services } = await connected(memoizeUntilFailure(async () => (clients++, new QueryClient())))
    let reads = 0
    h.reader.getEnsName = async () => (reads++, 'creator.eth')
    await renderBare(
      <>
        <ConnectButton onOpen={() => {}} />
        <AccountSummary />
      </>,
      services,
    )
    const summary = screen.getByRole('region', { name: 'Your account' })
    expect(within(summary).getByText(ADDRESS)).toBeTruthy()
    expect(await within(summary).findByText('creator.eth')).toBeTruthy()
    expect(await within(summary).findByText('1.23 ETH on Ethereum')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button', { name: /creator\.eth/ })).toBeTruthy())
    expect(reads).toBe(1)
    expect(clients).toBe(1)
  })

  test('behavior: when the cache cannot load, the button stays usable without name or balance', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failed = Promise.reject(new Error('offline'))
    failed.catch(() => undefined)
    const { services } = await connected(() => failed)
    const opened: string[] = []
    await renderBare(<ConnectButton onOpen={(m) => opened.push(m)} />, services)
    await waitFor(() => expect(console.error).toHaveBeenCalled())
    const button = screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })
    expect(button.textContent).not.toContain('ETH')
    await userEvent.click(button)
    expect(opened).toEqual(['account'])
  })
})
