// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { withDataCache } from '../support/dataCacheServices'
import type { LocaleState } from '../../src/domain/i18n/localeService'
import { shell } from '../../src/ui/i18n/en/shell'
import deMain from '../../src/ui/i18n/locales/de'
import dePages from '../../src/ui/i18n/locales/de.pages'
import { Shell } from '../../src/ui/Shell'
import type { UiServices } from '../../src/ui/servicesContext'
import { WALLET_ERROR_MESSAGE } from '../../src/ui/WalletWidgetError'
import { createPagesHarness, disposePages, renderAt, VISITOR } from './pages/pagesHarness'

const de = { ...deMain, ...dePages }

afterEach(() => {
  cleanup()
  disposePages()
  vi.restoreAllMocks()
})

describe('Shell', () => {
  test('default: header with the app name linking home, the navigation and the connect button; the page; the footer', async () => {
    const h = createPagesHarness({ siwe: false })
    renderAt(
      '/studio',
      <Shell>
        <p>page content</p>
      </Shell>,
      h.services,
    )
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Creators Studio' }).getAttribute('href')).toBe('/')
    const studio = within(within(header).getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Studio',
    })
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
    renderAt('/', <Shell />, {
      ...h.services,
      app: { appName: 'Creators Studio', learnMoreUrl: 'https://learn.example' },
    })
    const footer = screen.getByRole('contentinfo')
    expect(footer.querySelectorAll('p')).toHaveLength(0)
    expect(within(footer).getByRole('link').textContent).toBe('Learn more about wallets')
    expect(screen.getByRole('link', { name: 'Studio' }).hasAttribute('aria-current')).toBe(false)
  })

  test('parameters: the app default disclaimer is shown in the page language; a configured text as written', () => {
    const german: LocaleState = { locale: 'de', dir: 'ltr', messages: de, pseudo: undefined }
    const locale: NonNullable<UiServices['locale']> = {
      getSnapshot: () => german,
      subscribe: () => () => {},
      choose: async () => ({ kind: 'superseded' }),
    }
    const app = { appName: 'Creators Studio', learnMoreUrl: 'https://learn.example' }
    const h = createPagesHarness({ siwe: false })
    const footerText = (services: UiServices) => {
      renderAt('/', <Shell />, services)
      const text = screen.getByRole('contentinfo').querySelector('p')?.textContent
      cleanup()
      return text
    }
    const own = { ...app, disclaimer: shell['shell.footer.disclaimer'] }
    expect(footerText({ ...h.services, app: own })).toBe(
      'Creators Studio never holds your funds: support goes straight from your wallet to the creator, and a blockchain transaction cannot be undone. Check the address before you send.',
    )
    expect(footerText({ ...h.services, app: own, locale })).toBe(
      'Creators Studio verwahrt nie dein Geld: Die Unterstützung geht direkt von deiner Wallet an den Creator, und eine Blockchain-Transaktion lässt sich nicht rückgängig machen. Prüfe die Adresse vor dem Senden.',
    )
    const configured = { ...app, disclaimer: 'Prüfe die Adresse, bevor du sendest.' }
    expect(footerText({ ...h.services, app: configured, locale })).toBe('Prüfe die Adresse, bevor du sendest.')
  })

  test('behavior: the header is drawn first, the page and the footer in a second pass (nothing above them moves)', async () => {
    const h = createPagesHarness({ siwe: false })
    const passes: string[] = []
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue
          // One commit inserts its tree as one node: the page and footer inserted on their own came in a later pass.
          if (node.matches('.cs-shell')) passes.push('shell')
          else if (record.target instanceof HTMLElement && record.target.matches('main'))
            passes.push(`page: ${node.textContent}`)
          else if (node.matches('footer')) passes.push('footer')
        }
      }
    })
    watch.observe(document.body, { subtree: true, childList: true })
    renderAt(
      '/studio',
      <Shell>
        <p>page content</p>
      </Shell>,
      h.services,
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
    watch.disconnect()
    expect(passes).toEqual(['shell', 'page: page content', 'footer'])
  })

  test('behavior: a wallet sign-in that throws while drawing is replaced by a message and a reload; the page works on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const h = createPagesHarness({ siwe: false })
    // Data the account button cannot draw, put straight into the cache (the restore's check would have dropped it).
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(['balance', 1, VISITOR.toLowerCase()], {
      value: 1n,
      decimals: '18',
      symbol: 'ETH',
      formatted: '1',
    })
    renderAt(
      '/',
      <Shell>
        <p>page content</p>
      </Shell>,
      withDataCache(h.services, async () => client),
    )
    await act(() => h.connect())
    const header = screen.getByRole('banner')
    await waitFor(() => expect(within(header).getByRole('alert').textContent).toBe(WALLET_ERROR_MESSAGE))
    expect(WALLET_ERROR_MESSAGE).toBe('The wallet sign-in could not be shown.')
    expect(within(header).getByRole('button', { name: 'Reload the page' })).toBeTruthy()
    expect(errors).toHaveBeenCalledWith(
      'Wallet sign-in failed:',
      expect.objectContaining({ shortMessage: 'Invalid decimals: 18' }),
    )
    // The rest of the shell is drawn and works: the page, the footer, the navigation.
    expect(within(screen.getByRole('main')).getByText('page content')).toBeTruthy()
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Learn more about wallets' })).toBeTruthy()
    await userEvent.click(within(header).getByRole('link', { name: 'Studio' }))
    expect(screen.getByTestId('location').textContent).toBe('/studio')
  })
})
