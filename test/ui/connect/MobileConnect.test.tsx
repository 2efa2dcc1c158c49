// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PARTICLE_SIZES } from '../../../src/ui/confetti/confettiParticles'
import { MobileWalletRow } from '../../../src/ui/connect/MobileWalletRow'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { confettiOnScreen, confettiSettled } from '../support/confetti'
import { createHarness, FakeWallet, option, renderWith, setNarrow, SHORT_ADDRESS } from './connectHarness'

let restore: () => void
beforeEach(() => {
  restore = setNarrow(true)
})
afterEach(async () => {
  cleanup()
  restore()
  await confettiSettled()
})

const phoneWallet = (id: string, name: string) =>
  option(id, name, {
    ready: false,
    downloadUrls: { ios: `https://apps.example/${id}`, android: `https://play.example/${id}` },
  })

async function openSheet(recent: string[] = [], coolMode?: boolean) {
  const wallets = [new FakeWallet('injected', 'Browser Wallet'), new FakeWallet('rainbow', 'Rainbow')]
  const options = [
    option('injected', 'Browser Wallet'),
    option('rainbow', 'Rainbow', { shortName: 'Rainbow' }),
    phoneWallet('a', 'Alpha Wallet'),
    phoneWallet('b', 'Beta Wallet'),
    phoneWallet('c', 'Gamma Wallet'),
    phoneWallet('d', 'Delta Wallet'),
    option('ext', 'Plugin Wallet', { ready: false, downloadUrls: { browserExtension: 'https://plugin.example/ext' } }),
    option('walletConnect', 'WalletConnect', { ready: false, unavailableReason: 'walletconnect-not-configured' }),
  ]
  const h = createHarness({ options, wallets, recent })
  renderWith(<WalletWidget />, { ...h.services, app: { ...h.services.app, coolMode } })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  return { h, sheet: await screen.findByRole('dialog', { name: 'Connect a Wallet' }), wallets }
}

/** A keyboard visitor: Tab until `target` has the focus, then Enter. */
async function pressWithKeyboard(target: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== target; i++) await userEvent.tab()
  expect(document.activeElement).toBe(target)
  await userEvent.keyboard('{Enter}')
}

describe('MobileConnect', () => {
  test('default: the row of wallets with the "Recent" tag, and the "What is a Wallet?" explainer', async () => {
    const { sheet } = await openSheet(['rainbow'])
    const row = within(sheet)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(row).toEqual([
      'RainbowRecent',
      'Browser Wallet',
      'Alpha Wallet (unsupported)',
      'Beta Wallet (unsupported)',
      'Gamma Wallet (unsupported)',
      'Delta Wallet (unsupported)',
      'WalletConnect (unsupported)',
    ])
    expect(within(sheet).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
    expect(within(sheet).getByRole('button', { name: 'Get a Wallet' })).toBeTruthy()
    expect(within(sheet).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      'https://learn.example/wallets',
    )
  })

  test('behavior: "Get a Wallet" lists up to 3 wallets with a GET link each, and comes back', async () => {
    const { sheet } = await openSheet()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Get a Wallet' }))
    const get = await screen.findByRole('dialog', { name: 'Get a Wallet' })
    const links = within(get).getAllByRole('link', { name: /^Get / })
    expect(links.map((a) => [a.getAttribute('aria-label'), a.textContent, a.getAttribute('target')])).toEqual([
      ['Get Alpha Wallet', 'GET', '_blank'],
      ['Get Beta Wallet', 'GET', '_blank'],
      ['Get Gamma Wallet', 'GET', '_blank'],
    ])
    expect(within(get).getByText("Not what you're looking for?")).toBeTruthy()
    await userEvent.click(within(get).getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeTruthy()
  })

  test('behavior: keyboard "Get a Wallet" puts the focus on the sheet, read out by its new title; Escape closes', async () => {
    const { sheet } = await openSheet()
    await pressWithKeyboard(within(sheet).getByRole('button', { name: 'Get a Wallet' }))
    // The pressed button went with its view: the sheet itself has the focus, named by its new title.
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Get a Wallet' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' }))
  })

  test('behavior: keyboard Back from "Get a Wallet" keeps the focus on the sheet; Escape closes', async () => {
    const { sheet } = await openSheet()
    await pressWithKeyboard(within(sheet).getByRole('button', { name: 'Get a Wallet' }))
    await pressWithKeyboard(within(sheet).getByRole('button', { name: 'Back' }))
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Connect a Wallet' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('behavior: a wallet that is not ready but has an app is "(unsupported)" and cannot be tapped; an extension-only one is not listed', async () => {
    const { sheet, wallets } = await openSheet()
    const alpha = within(sheet).getByRole('button', { name: 'Alpha Wallet (unsupported)' }) as HTMLButtonElement
    expect(alpha.disabled).toBe(true)
    await userEvent.click(alpha)
    expect(wallets.map((w) => w.connectCalls)).toEqual([0, 0])
    expect(within(sheet).queryByRole('button', { name: /Plugin Wallet/ })).toBeNull()
    expect((within(sheet).getByRole('button', { name: 'Browser Wallet' }) as HTMLButtonElement).disabled).toBe(false)
  })

  test('behavior: WalletConnect without a project id is "(unsupported)" and says why under the row', async () => {
    const { sheet } = await openSheet()
    const button = within(sheet).getByRole('button', { name: 'WalletConnect (unsupported)' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    const reason = within(sheet).getByText('WalletConnect is not available: WalletConnect is not configured')
    expect(button.getAttribute('aria-describedby')).toBe(reason.id)
    expect(within(sheet).getByRole('button', { name: 'Browser Wallet' }).getAttribute('aria-describedby')).toBeNull()
  })

  test('parameters: coolMode (AppInfo) on: a tap throws confetti, at most 35, 15 to 45 px; off: none', async () => {
    const { sheet } = await openSheet([], true)
    await userEvent.click(within(sheet).getByRole('button', { name: 'Rainbow' }))
    const particles = confettiOnScreen()
    expect(particles.length).toBeGreaterThan(0)
    expect(particles.length).toBeLessThanOrEqual(35)
    for (const el of particles) expect(PARTICLE_SIZES).toContain(Number.parseFloat(el.style.width))
    await confettiSettled()
    cleanup()
    const off = await openSheet([], false)
    await userEvent.click(within(off.sheet).getByRole('button', { name: 'Rainbow' }))
    expect(confettiOnScreen()).toHaveLength(0)
  })

  test('behavior: a tap connects; a rejection offers RETRY (the focus stays in the sheet); the approval closes the sheet', async () => {
    const { sheet, wallets } = await openSheet()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Browser Wallet' }))
    expect(await within(sheet).findByText('Opening Browser Wallet…')).toBeTruthy()
    await act(async () => wallets[0]!.reject())
    await pressWithKeyboard(await within(sheet).findByRole('button', { name: 'RETRY' }))
    expect(sheet.contains(document.activeElement)).toBe(true)
    await act(async () => wallets[0]!.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: a double tap on a wallet asks it once; approving that prompt connects and closes the sheet', async () => {
    const { sheet, wallets } = await openSheet()
    await userEvent.dblClick(within(sheet).getByRole('button', { name: 'Browser Wallet' }))
    expect(await within(sheet).findByText('Opening Browser Wallet…')).toBeTruthy()
    expect(wallets[0]!.connectCalls).toBe(1)
    await act(async () => wallets[0]!.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: a wallet tapped again after another is not asked again: its open prompt connects', async () => {
    const { sheet, wallets } = await openSheet()
    for (const name of ['Browser Wallet', 'Rainbow', 'Browser Wallet']) {
      await userEvent.click(within(sheet).getByRole('button', { name }))
    }
    expect(await within(sheet).findByText('Opening Browser Wallet…')).toBeTruthy()
    expect(within(sheet).queryByRole('button', { name: 'RETRY' })).toBeNull()
    expect(wallets.map((w) => w.connectCalls)).toEqual([1, 1])
    await act(async () => wallets[0]!.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })
})

describe('MobileWalletRow', () => {
  test('parameters: a wallet that is not ready is marked "(unsupported)" and cannot be tapped', () => {
    const h = createHarness({ options: [], wallets: [] })
    renderWith(<MobileWalletRow wallets={[option('x', 'Old Wallet', { ready: false })]} />, h.services)
    const button = screen.getByRole('button', { name: 'Old Wallet (unsupported)' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
  })
})
