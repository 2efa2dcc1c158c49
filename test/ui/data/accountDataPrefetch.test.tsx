// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { QueryClient } from '@tanstack/react-query'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { memoizeUntilFailure } from '../../../src/domain/shared/memoizeUntilFailure'
import { ConnectButton } from '../../../src/ui/connect/ConnectButton'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { withDataCache } from '../../support/dataCacheServices'
import { ADDRESS, createHarness, FakeWallet, option, SHORT_ADDRESS } from '../connect/connectHarness'

afterEach(cleanup)

const never = () => new Promise<never>(() => undefined)

/** A data cache holding `name` for the account, and a harness whose reads never answer (only the cache can). */
function cachedName(name: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(['ensName', ADDRESS.toLowerCase()], name)
  const load = memoizeUntilFailure(async () => client)
  const h = createHarness({
    options: [option('injected', 'Browser Wallet')],
    wallets: [new FakeWallet('injected', 'Browser Wallet')],
  })
  h.reader.getEnsName = never
  h.reader.getBalance = never
  return { h, services: withDataCache(h.services, load) }
}

test('behavior: prefetched while the wallet connects, the account button has the cached name in its first render', async () => {
  const { h, services } = cachedName('returning.eth')
  const done = h.connection.connect('injected')
  h.wallets[0]!.approve()
  await act(() => done)
  await services.accountData!.prefetch()
  // A synchronous act: a view that suspended could not resume inside it (that needs a promise to settle).
  act(() => {
    render(
      <ServicesProvider services={services}>
        <Router hook={memoryLocation().hook}>
          <ConnectButton onOpen={() => {}} />
        </Router>
      </ServicesProvider>,
    )
  })
  expect(screen.getByRole('button', { name: /returning\.eth/ })).toBeTruthy()
})

test("behavior: prefetched, the account drawn on the wallet's answer has its cached name in the same task, so in the same paint", async () => {
  // Outside act(): React schedules as in a browser, and each mutation observer callback sees the page as one task
  // left it, which is what the browser would paint.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
  const { h, services } = cachedName('painted.eth')
  await services.accountData!.prefetch()
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  flushSync(() =>
    root.render(
      <ServicesProvider services={services}>
        <Router hook={memoryLocation().hook}>
          <ConnectButton onOpen={() => {}} />
        </Router>
      </ServicesProvider>,
    ),
  )
  const seen: string[] = []
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''))
  observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true })
  try {
    const done = h.connection.connect('injected')
    h.wallets[0]!.approve()
    await done
    await waitFor(() => expect(container.textContent).toContain('painted.eth'))
    expect(seen.filter((text) => text.includes(SHORT_ADDRESS))).toEqual([])
  } finally {
    observer.disconnect()
    root.unmount()
    container.remove()
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment
  }
})
