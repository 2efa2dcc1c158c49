// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { FakeWalletDirectory } from '../../support/fakeWalletDirectory'
import { createHarness, FakeWallet, option, renderWith } from '../connect/connectHarness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A directory whose options arrive when the test says (as one whose code loads on demand). */
function lazyDirectory(wallets: FakeWallet[]) {
  return new FakeWalletDirectory(wallets, { options: wallets.map((w) => option(w.id, w.name)), loadOnDemand: true })
}

describe('useWalletOptions', () => {
  test('behavior: with a directory that loads on demand, the connect modal shows only with its wallet list', async () => {
    const wallets = [new FakeWallet('injected', 'Browser Wallet')]
    const h = createHarness({ options: [], wallets })
    const directory = lazyDirectory(wallets)
    renderWith(<WalletWidget />, { ...h.services, directory })
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await userEvent.hover(button)
    expect(directory.readyCalls).toBeGreaterThan(0) // the list starts loading ahead of the click
    await userEvent.click(button)
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(screen.queryByRole('dialog')).toBeNull()
    // Meanwhile the page stays as it was and says it is busy (a transition: no empty fallback is committed).
    expect(button.closest('.cs-connect')?.getAttribute('aria-busy')).toBe('true')
    act(() => directory.load())
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    expect(within(dialog).getByRole('button', { name: 'Browser Wallet' })).toBeTruthy()
    // The transition's end (busy cleared) may commit in a render after the one that shows the dialog: wait for it.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Connect Wallet' }).closest('.cs-connect')?.hasAttribute('aria-busy'),
      ).toBe(false),
    )
  })

  test('behavior: with no pointer or focus, the wallet list starts loading once the page is idle', async () => {
    const wallets = [new FakeWallet('injected', 'Browser Wallet')]
    const h = createHarness({ options: [], wallets })
    const directory = lazyDirectory(wallets)
    renderWith(<WalletWidget />, { ...h.services, directory })
    expect(directory.readyCalls).toBe(0)
    await act(() => new Promise((r) => setTimeout(r, 1200)))
    expect(directory.readyCalls).toBeGreaterThan(0)
  })

  test('behavior: once the wallet list has loaded ahead of the click, its icons are decoded, so the modal draws them in its first frame', async () => {
    const sources: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          sources.push(url)
        }
        decode = () => Promise.resolve()
      },
    )
    // Ids of their own: decoded icons are remembered for the page's lifetime (module state shared by this file).
    const wallets = [new FakeWallet('decoded-a', 'Wallet A'), new FakeWallet('decoded-b', 'Wallet B')]
    const h = createHarness({ options: [], wallets })
    const directory = lazyDirectory(wallets)
    renderWith(<WalletWidget />, { ...h.services, directory })
    await act(() => new Promise((r) => setTimeout(r, 1200)))
    expect(sources).toEqual([])
    await act(async () => directory.load())
    expect(sources).toEqual(['data:image/svg+xml,decoded-a', 'data:image/svg+xml,decoded-b'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('behavior: once the modal code and the wallet list are loaded (page idle), the click opens the modal in its own render', async () => {
    const wallets = [new FakeWallet('injected', 'Browser Wallet')]
    const h = createHarness({ options: [], wallets })
    const directory = lazyDirectory(wallets)
    renderWith(<WalletWidget />, { ...h.services, directory })
    await act(() => new Promise((r) => setTimeout(r, 1200)))
    expect(directory.readyCalls).toBeGreaterThan(0)
    act(() => directory.load())
    await act(() => new Promise((r) => setTimeout(r, 200))) // the modal's code arrives
    // Opened in the click's own render: it never goes through the busy (transition) state.
    const busy: string[] = []
    const watch = new MutationObserver((records) => {
      for (const record of records) if (record.attributeName === 'aria-busy') busy.push('busy')
    })
    watch.observe(document.body, { subtree: true, attributes: true, childList: true })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    watch.disconnect()
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBeTruthy()
    expect(busy).toEqual([])
  })
})
