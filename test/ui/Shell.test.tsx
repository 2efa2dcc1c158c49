// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { Shell } from '../../src/ui/Shell'
import { createPagesHarness, disposePages, renderAt } from './pages/pagesHarness'

afterEach(() => {
  cleanup()
  disposePages()
})

describe('Shell', () => {
  test('default: header with the app name linking home, the navigation and the connect button; the page; the footer', async () => {
    const h = createPagesHarness({ siwe: false })
    renderAt('/studio', <Shell><p>page content</p></Shell>, h.services)
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Creators Studio' }).getAttribute('href')).toBe('/')
    const studio = within(within(header).getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Studio' })
    expect(studio.getAttribute('aria-current')).toBe('page')
    expect(await within(header).findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(within(screen.getByRole('main')).getByText('page content')).toBeTruthy()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText('Check the address before you send.')).toBeTruthy()
    const learn = within(footer).getByRole('link', { name: 'Learn more about wallets' })
    expect(learn.getAttribute('href')).toBe('https://learn.example/wallets')
    expect(learn.getAttribute('rel')).toBe('noopener noreferrer')
  })

  test('parameters: no disclaimer in the app context: the footer keeps only the link', () => {
    const h = createPagesHarness({ siwe: false })
    renderAt('/', <Shell />, { ...h.services, app: { appName: 'Creators Studio', learnMoreUrl: 'https://learn.example' } })
    const footer = screen.getByRole('contentinfo')
    expect(footer.querySelectorAll('p')).toHaveLength(0)
    expect(within(footer).getByRole('link').textContent).toBe('Learn more about wallets')
  })
})
