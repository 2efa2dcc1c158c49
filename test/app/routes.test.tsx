// @vitest-environment jsdom
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Router } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { createPageWiring } from '../../src/app/pageWiring'
import { AppRoutes } from '../../src/app/routes'
import { SHALLOW_NAVIGATION } from '../../src/ui/pages/shallowNavigation'
import { ServicesProvider } from '../../src/ui/servicesContext'
import {
  CREATOR,
  createPagesHarness,
  disposePages,
  LocationProbe,
  VISITOR,
  type PagesHarness,
} from '../ui/pages/pagesHarness'
import { MemoryCreatorsApi } from '../support/memoryCreatorsApi'

// jsdom does not scroll: record where the page asked to go.
let scrolls: unknown[][] = []
beforeEach(() => {
  scrolls = []
  window.scrollTo = ((...args: unknown[]) => void scrolls.push(args)) as typeof window.scrollTo
})

afterEach(() => {
  cleanup()
  disposePages()
})

type NavigateOptions = { replace?: boolean; state?: unknown }

/** Back (-1) or forward (1) in the browser's history, once the browser has moved (jsdom moves in a later task). */
function traverse(delta: number): Promise<void> {
  return new Promise((moved) => {
    window.addEventListener('popstate', () => moved(), { once: true })
    window.history.go(delta)
  })
}

/** The app on the browser's (jsdom's) own history, as in production: starts at `path`. */
function renderApp(path: string, h: PagesHarness = createPagesHarness({ siwe: false }), state: unknown = null) {
  window.history.replaceState(state, '', path)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <ServicesProvider services={h.services}>
          <Router>
            <AppRoutes />
            <LocationProbe />
          </Router>
        </ServicesProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
  const go = (to: string | number, options?: NavigateOptions) =>
    act(async () => (typeof to === 'number' ? traverse(to) : navigate(to, options)))
  return { h, go }
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent

describe('AppRoutes', () => {
  test('default: the home page in the shell, and exactly one page view for the first load (StrictMode included)', () => {
    const { h } = renderApp('/')
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Creators Studio' })).toBeTruthy()
    expect(heading()).toBe('Support creators straight from your wallet')
    expect(h.views).toEqual(['/'])
  })

  test('behavior: client-side navigation through the links loads the lazy pages, one page view each', async () => {
    const { h } = renderApp('/')
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Studio' }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio' })).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'Creators Studio' }))
    expect(heading()).toBe('Support creators straight from your wallet')
    await userEvent.type(screen.getByRole('textbox', { name: 'Find a creator' }), `${CREATOR}{Enter}`)
    expect(await screen.findByRole('heading', { level: 1, name: '0x70…79C8' })).toBeTruthy()
    // The view is reported from an effect after the page commits: under load, just after its heading is in the DOM.
    await waitFor(() => expect(h.views).toEqual(['/', '/studio', '/', `/creators/${CREATOR}`]))
  })

  test('behavior: an unknown path is the 404 page inside the shell, with a link home', async () => {
    const { h } = renderApp('/no/such/page')
    expect(heading()).toBe('Page not found')
    expect(screen.getByRole('banner')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }))
    expect(heading()).toBe('Support creators straight from your wallet')
    expect(h.views).toEqual(['/no/such/page', '/'])
  })

  test("behavior: a receipt loads with the creator page's chunk; another path under /creators/ is the 404 page", async () => {
    const h = createPagesHarness({ siwe: false })
    const api = new MemoryCreatorsApi()
    const txHash = `0x${'ab'.repeat(32)}` as const
    api.addNote(CREATOR, { chainId: 1, txHash })
    h.services.creatorsApi = async () => api
    const { go } = renderApp(`/creators/${CREATOR}/supports/1/${txHash}`, h)
    expect(await screen.findByRole('heading', { level: 1, name: '0.5 ETH to 0x70…79C8' })).toBeTruthy()
    await go(`/creators/${CREATOR}/supports`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    await waitFor(() =>
      expect(h.views).toEqual([`/creators/${CREATOR}/supports/1/${txHash}`, `/creators/${CREATOR}/supports`]),
    )
  })

  test('behavior: a query-only navigation is another page view; a fragment-only one is not', async () => {
    const { h, go } = renderApp('/?q=a')
    await go('/?q=b')
    await go('/?q=b#top')
    await go('/')
    expect(h.views).toEqual(['/?q=a', '/?q=b', '/'])
  })

  test('behavior: the support amount mirrored in the address (a shallow change) is not a page view', async () => {
    const h = createPagesHarness({ siwe: false })
    h.reader.setBalance(1, VISITOR, 10n ** 18n)
    await h.connect()
    renderApp(`/creators/${CREATOR}`, h)
    const support = await screen.findByRole('region', { name: 'Support 0x70…79C8' })
    await userEvent.type(await within(support).findByRole('textbox', { name: 'Amount (ETH)' }), '0.3')
    expect(screen.getByTestId('location').textContent).toBe(`/creators/${CREATOR}?amount=0.3`)
    expect(h.views).toEqual([`/creators/${CREATOR}`])
  })

  test("behavior: the creator page's route wires its support form: the amount goes to the browser's address, the send to the wallet", async () => {
    const h = createPagesHarness({ siwe: false })
    delete h.services.supportForm
    // The pages' wiring as the container gives it: a loader of the same promise every time (src/app/container.ts).
    const wiring = Promise.resolve().then(() => createPageWiring(h.services))
    h.services.pageWiring = () => wiring
    h.reader.setBalance(1, VISITOR, 10n ** 18n)
    await h.connect()
    // The route suspends until the wiring is there: the render's act is awaited, so React retries it then.
    await act(async () => void renderApp(`/creators/${CREATOR}?ref=home`, h))
    const support = await screen.findByRole('region', { name: 'Support 0x70…79C8' })
    await userEvent.type(await within(support).findByRole('textbox', { name: 'Amount (ETH)' }), '0.3')
    expect(screen.getByTestId('location').textContent).toBe(`/creators/${CREATOR}?ref=home&amount=0.3`)
    expect(window.history.state).toEqual(SHALLOW_NAVIGATION)
    await userEvent.click(within(support).getByRole('button', { name: 'Send support' }))
    expect(await within(support).findByText(/Thank you! You sent 0.3 ETH./)).toBeTruthy()
    expect(h.sent).toEqual([{ from: VISITOR, to: CREATOR, value: 3n * 10n ** 17n, chainId: 1 }])
    expect(h.views).toEqual([`/creators/${CREATOR}?ref=home`])
  })

  test('behavior: shallow changes are not page views: marked shallow (query or path), or fragment only', async () => {
    const { h, go } = renderApp('/studio')
    await screen.findByRole('heading', { level: 1, name: 'Studio' })
    await go('/studio?tab=transactions', { state: SHALLOW_NAVIGATION })
    await go('/studio?tab=transactions#top')
    await go(`/creators/${CREATOR}`, { state: SHALLOW_NAVIGATION })
    expect(screen.getByTestId('location').textContent).toBe(`/creators/${CREATOR}`)
    expect(h.views).toEqual(['/studio'])
    await go('/')
    expect(h.views).toEqual(['/studio', '/'])
  })

  test('behavior: query strings are reported with the path; going back is a page view even to a shallow entry', async () => {
    const { h, go } = renderApp('/?ref=newsletter')
    await go(`/creators/${CREATOR}`, { state: SHALLOW_NAVIGATION })
    await go('/studio')
    await go(-1)
    expect(screen.getByTestId('location').textContent).toBe(`/creators/${CREATOR}`)
    await go(-1)
    expect(h.views).toEqual(['/?ref=newsletter', '/studio', `/creators/${CREATOR}`, '/?ref=newsletter'])
  })

  test('behavior: a reload of an entry a shallow navigation made is a page view (the flag was for that navigation)', () => {
    const { h } = renderApp(`/creators/${CREATOR}?amount=0.3`, undefined, SHALLOW_NAVIGATION)
    expect(h.views).toEqual([`/creators/${CREATOR}?amount=0.3`])
  })

  test('behavior: after a client-side navigation the page scrolls to the top and focus moves to the main region', async () => {
    const { go } = renderApp('/')
    expect(document.activeElement).toBe(document.body)
    expect(scrolls).toEqual([])
    await go('/studio')
    await screen.findByRole('heading', { level: 1, name: 'Studio' })
    expect(document.activeElement).toBe(screen.getByRole('main'))
    expect(scrolls).toEqual([[0, 0]])
  })
})
