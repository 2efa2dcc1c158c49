// @vitest-environment jsdom
// A file of its own: the clock stands still for it.
import { expect, test, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { ConnectButton } from '../../../src/ui/connect/ConnectButton'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { withDataCache } from '../../support/dataCacheServices'
import { ADDRESS, createHarness, FakeWallet, option, SHORT_ADDRESS } from '../connect/connectHarness'

// The clock stands still for this file, React's included (it keeps the setTimeout it finds when loaded). React holds
// what a Suspense boundary reveals after its fallback for 300 ms of that clock, so a view that suspended for the data
// would never show the name here. Only the wait for the account's first frame is let pass. Outside act(), which turns
// that hold off, React schedules as in a browser.
vi.hoisted(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

/** Waits in real time (setImmediate and Date are not faked) until `done`, at most 5 s. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000
  while (!done() && Date.now() < deadline) await new Promise<void>((resolve) => setImmediate(resolve))
}

test('behavior: not prefetched, the cached name follows the address as soon as its code and the data cache are loaded, with no reveal delay', async () => {
  const h = createHarness({
    options: [option('injected', 'Browser Wallet')],
    wallets: [new FakeWallet('injected', 'Browser Wallet')],
  })
  h.reader.getEnsName = () => new Promise<never>(() => undefined)
  const done = h.connection.connect('injected')
  h.wallets[0]!.approve()
  await done
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(['ensName', ADDRESS.toLowerCase()], 'cached.eth')
  let restore = (_client: QueryClient) => {}
  const restored = new Promise<QueryClient>((resolve) => (restore = resolve))
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  flushSync(() =>
    root.render(
      <ServicesProvider services={withDataCache(h.services, () => restored)}>
        <Router hook={memoryLocation().hook}>
          <ConnectButton onOpen={() => {}} />
        </Router>
      </ServicesProvider>,
    ),
  )
  expect(container.textContent).toContain(SHORT_ADDRESS)
  vi.advanceTimersByTime(150) // the account's first frame: its loads start
  await new Promise((resolve) => setImmediate(resolve)) // lets them run (the service's code arrives; the data cache is still being restored)
  restore(client)
  await until(() => container.textContent?.includes('cached.eth') ?? false)
  expect(container.textContent).toContain('cached.eth')
  root.unmount()
})
