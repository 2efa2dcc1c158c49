// @vitest-environment jsdom
import { StrictMode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Router } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { AppRoutes } from '../../src/app/routes'
import { PAGE_ERROR_MESSAGE } from '../../src/ui/pages/PageErrorBoundary'
import { ServicesProvider } from '../../src/ui/servicesContext'
import { CREATOR, createPagesHarness, disposePages } from '../ui/pages/pagesHarness'

// The studio page's code arrives only when the test says so; the creator page's code fails to load (a deployment
// replaced the chunk).
const studioCode = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => void (arrive = resolve))
  return { arrived, arrive: () => arrive() }
})
vi.mock('../../src/ui/pages/StudioPage', async (importOriginal) => {
  await studioCode.arrived
  return importOriginal()
})
vi.mock('../../src/ui/pages/CreatorPage', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

afterEach(() => {
  cleanup()
  disposePages()
  vi.restoreAllMocks()
})

function renderApp(path: string) {
  window.history.replaceState(null, '', path)
  const h = createPagesHarness({ siwe: false })
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <ServicesProvider services={h.services}>
          <Router>
            <AppRoutes />
          </Router>
        </ServicesProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
  return h
}

describe('PageViewReporter', () => {
  test('behavior: a page whose code is slow to load is a page view once it is shown, not while it loads', async () => {
    const h = renderApp('/')
    await act(async () => navigate('/studio'))
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(h.views).toEqual(['/'])
    studioCode.arrive()
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio' })).toBeTruthy()
    await waitFor(() => expect(h.views).toEqual(['/', '/studio']))
  })

  test('behavior: a page whose code fails to load is not a page view; going home from its error page is', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const h = renderApp('/')
    await act(async () => navigate(`/creators/${CREATOR}`))
    expect(await screen.findByText(PAGE_ERROR_MESSAGE)).toBeTruthy()
    expect(errors).toHaveBeenCalled()
    expect(h.views).toEqual(['/'])
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Support creators straight from your wallet')
    expect(h.views).toEqual(['/', '/'])
  })
})
