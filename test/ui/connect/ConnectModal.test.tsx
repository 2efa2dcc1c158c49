// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { createHarness, FakeWallet, option, renderWith, SHORT_ADDRESS } from './connectHarness'

afterEach(cleanup)

const STEPS = {
  steps: [
    { step: 'install' as const, title: 'open-app' as const, description: 'home-screen-quicker' as const },
    { step: 'scan' as const, title: 'tap-scan' as const, description: 'scan-prompt' as const },
  ],
  learnMoreUrl: 'https://wallet.example/learn',
}

const injected = option('injected', 'Browser Wallet')
const rainbow = option('rainbow', 'Rainbow', {
  ready: false,
  hasQrCode: true,
  downloadUrls: {
    browserExtension: 'https://rainbow.example/ext',
    qrCode: 'https://rainbow.example/get',
    ios: 'https://apps.example/rainbow',
  },
  qrCode: { instructions: STEPS },
  extension: {
    instructions: {
      ...STEPS,
      steps: [{ step: 'refresh' as const, title: 'refresh-browser' as const, description: 'refresh-to-load' as const }],
    },
  },
})
const mobileOnly = option('mobileOnly', 'Phone Wallet', {
  ready: false,
  hasQrCode: true,
  downloadUrls: { qrCode: 'https://phone.example/get' },
})
const extOnly = option('extOnly', 'Plugin Wallet', {
  ready: false,
  downloadUrls: { browserExtension: 'https://plugin.example/ext' },
  extension: { instructions: STEPS },
})
const unavailable = option('gone', 'Gone Wallet', {
  ready: false,
  hasQrCode: true,
  unavailableReason: 'walletconnect-not-configured',
})
const qrWallet = option('qr', 'QR Wallet', { hasQrCode: true })

async function openModal(extra: Partial<Parameters<typeof createHarness>[0]> = {}) {
  const wallets = [new FakeWallet('injected', 'Browser Wallet'), new FakeWallet('qr', 'QR Wallet')]
  const h = createHarness({
    options: [injected, rainbow, mobileOnly, extOnly, unavailable, qrWallet],
    wallets,
    ...extra,
  })
  renderWith(<WalletWidget />, h.services)
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  return { h, dialog, wallet: wallets[0]!, qr: wallets[1]! }
}

/** A keyboard visitor: Tab until `target` has the focus, then Enter. */
async function pressWithKeyboard(target: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== target; i++) await userEvent.tab()
  expect(document.activeElement).toBe(target)
  await userEvent.keyboard('{Enter}')
}

/** The focus is on the panel's title, which names the step shown. */
function expectFocusOnStep(dialog: HTMLElement, title: string) {
  expect(panelTitle()).toBe(title)
  expect(document.activeElement).toBe(document.getElementById('cs-panel-title'))
  expect(dialog.contains(document.activeElement)).toBe(true)
}

function panelTitle(): string {
  return document.getElementById('cs-panel-title')?.textContent ?? ''
}

describe('ConnectModal', () => {
  test('default: "Connect a Wallet" with the grouped list and the "What is a Wallet?" panel', async () => {
    const { dialog } = await openModal({ recent: ['qr'] })
    const list = within(dialog).getByRole('navigation', { name: 'Wallets' })
    const groups = within(list)
      .getAllByRole('region')
      .map((group) => [
        group.getAttribute('aria-label'),
        within(group)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ])
    // Recent first, in its group and with its tag; not-ready wallets are listed only with an extension download or a
    // reason.
    expect(groups).toEqual([
      ['Recent', ['QR WalletRecent']],
      ['Popular', ['Browser Wallet', 'Rainbow', 'Plugin Wallet', 'Gone Wallet']],
    ])
    expect(panelTitle()).toBe('What is a Wallet?')
    expect(within(dialog).getByRole('heading', { name: 'A Home for your Digital Assets' })).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'A New Way to Log In' })).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      'https://learn.example/wallets',
    )
    expect(dialog.querySelectorAll('img[loading="lazy"]').length).toBeGreaterThan(0)
  })

  test('behavior: a ready wallet shows the confirm prompt, RETRY after a rejection, then connects and closes', async () => {
    const { dialog, wallet } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browser Wallet' }))
    expect(await within(dialog).findByText('Opening Browser Wallet…')).toBeTruthy()
    expect(within(dialog).getByText('Confirm connection in the extension')).toBeTruthy()
    await act(async () => wallet.reject())
    await userEvent.click(await within(dialog).findByRole('button', { name: 'RETRY' }))
    expect(wallet.connectCalls).toBe(2)
    await act(async () => wallet.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: the wallet is asked to connect in the click itself, before the panel renders its next step', async () => {
    const { dialog, wallet } = await openModal()
    const connect = wallet.connect
    const panelsAtConnect: string[] = []
    wallet.connect = () => {
      panelsAtConnect.push(panelTitle())
      return connect()
    }
    const row = within(dialog).getByRole('button', { name: 'Browser Wallet' })
    await userEvent.click(row)
    // Asked while the panel still showed the step before: no render stands between the click and the prompt.
    expect(panelsAtConnect).toEqual(['What is a Wallet?'])
    expect(await within(dialog).findByText('Opening Browser Wallet…')).toBeTruthy()
    // A second click while it connects asks nothing more.
    await userEvent.click(row)
    expect(wallet.connectCalls).toBe(1)
  })

  test('behavior: a wallet that answers at once is shown connected without "Opening {wallet}…" drawn first', async () => {
    const { dialog, wallet } = await openModal()
    const connect = wallet.connect
    wallet.connect = () => {
      const result = connect()
      wallet.approve() // a wallet that already trusts the site answers without a prompt
      return result
    }
    const drawn: string[] = []
    const observer = new MutationObserver(() => drawn.push(dialog.textContent ?? ''))
    observer.observe(dialog, { subtree: true, childList: true, characterData: true })
    // A real click, outside act(): React schedules its renders as in a browser, by priority.
    const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false
    try {
      within(dialog).getByRole('button', { name: 'Browser Wallet' }).click()
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    } finally {
      reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment
      observer.disconnect()
    }
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
    expect(drawn.some((text) => text.includes('Opening Browser Wallet…'))).toBe(false)
  })

  test('behavior: a QR wallet shows "Scan with {wallet}" and its QR code', async () => {
    const { dialog, qr } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'QR Wallet' }))
    await act(async () => qr.showUri('wc:abc@2?relay-protocol=irn'))
    expect(panelTitle()).toBe('Scan with QR Wallet')
    const code = within(dialog).getByRole('img', { name: 'QR code for QR Wallet' })
    expect(code.getAttribute('data-uri')).toBe('wc:abc@2?relay-protocol=irn')
    await waitFor(() => expect(code.querySelectorAll('circle').length).toBeGreaterThan(50))
    expect(Number.parseInt(code.style.width, 10)).toBeGreaterThanOrEqual(282)
  })

  test('behavior: a wallet that is not installed says so with an INSTALL link', async () => {
    const { dialog } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Plugin Wallet' }))
    expect(within(dialog).getByText('Plugin Wallet is not installed')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'INSTALL' }).getAttribute('href')).toBe(
      'https://plugin.example/ext',
    )
  })

  test('behavior: a wallet that cannot be used here says it is not available, and why', async () => {
    const { dialog, wallet, qr } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gone Wallet' }))
    expect(panelTitle()).toBe('Gone Wallet')
    expect(within(dialog).getByRole('heading', { name: 'Gone Wallet is not available' })).toBeTruthy()
    expect(within(dialog).getByText('WalletConnect is not configured')).toBeTruthy()
    expect(within(dialog).queryByRole('link', { name: 'INSTALL' })).toBeNull()
    expect([wallet.connectCalls, qr.connectCalls]).toEqual([0, 0])
  })

  test('behavior: GET step lists suggestions; download options, install QR, instructions and back arrows', async () => {
    const { dialog } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
    expect(panelTitle()).toBe('Get a Wallet')
    expect(within(dialog).getByText("Not what you're looking for?")).toBeTruthy()
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Get / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Get Rainbow', 'Get Phone Wallet', 'Get Plugin Wallet'])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Rainbow' }))
    expect(panelTitle()).toBe('Get Rainbow')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get the app' }))
    expect(panelTitle()).toBe('Install Rainbow')
    expect(within(dialog).getByRole('img', { name: 'QR code to download Rainbow' }).getAttribute('data-uri')).toBe(
      'https://rainbow.example/get',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(panelTitle()).toBe('Get started with Rainbow')
    expect(within(dialog).getByRole('heading', { name: 'Tap the scan button' })).toBeTruthy()
    for (const title of ['Install Rainbow', 'Get Rainbow', 'Get a Wallet', 'What is a Wallet?']) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
      expect(panelTitle()).toBe(title)
    }
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
  })

  test('behavior: an extension-only wallet goes straight to its extension instructions with Refresh', async () => {
    const { dialog } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Plugin Wallet' }))
    expect(panelTitle()).toBe('Get started with Plugin Wallet')
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      'https://wallet.example/learn',
    )
  })

  test('behavior: a mobile-only wallet from GET shows its install QR code', async () => {
    const { dialog } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Phone Wallet' }))
    expect(panelTitle()).toBe('Install Phone Wallet')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    // No mobile instructions and not ready here: CONNECT says it is not available.
    expect(panelTitle()).toBe('Phone Wallet')
    expect(within(dialog).getByText('Phone Wallet is not available')).toBeTruthy()
    expect(within(dialog).queryByRole('link', { name: 'INSTALL' })).toBeNull()
  })

  test('behavior: Escape closes the modal', async () => {
    await openModal()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('behavior: a wallet chosen again after Escape, its prompt still open, is not asked again; that prompt connects', async () => {
    const { dialog, wallet } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browser Wallet' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const again = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(again).getByRole('button', { name: 'Browser Wallet' }))
    expect(await within(again).findByText('Opening Browser Wallet…')).toBeTruthy()
    expect(wallet.connectCalls).toBe(1)
    await act(async () => wallet.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: a wallet chosen again after another is not asked again: its open prompt connects', async () => {
    const { dialog, wallet, qr } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browser Wallet' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'QR Wallet' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browser Wallet' }))
    // Asked again, the wallet would refuse (-32002): an error and RETRY, and the open prompt's approval lost.
    expect(await within(dialog).findByText('Opening Browser Wallet…')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'RETRY' })).toBeNull()
    expect([wallet.connectCalls, qr.connectCalls]).toEqual([1, 1])
    await act(async () => wallet.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: a QR wallet chosen again after another shows the QR code of its pairing still open', async () => {
    const { dialog, qr } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'QR Wallet' }))
    await act(async () => qr.showUri('wc:abc@2?relay-protocol=irn'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browser Wallet' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'QR Wallet' }))
    expect(panelTitle()).toBe('Scan with QR Wallet')
    const code = within(dialog).getByRole('img', { name: 'QR code for QR Wallet' })
    expect(code.getAttribute('data-uri')).toBe('wc:abc@2?relay-protocol=irn')
    expect(qr.connectCalls).toBe(1)
  })

  test('behavior: keyboard "Get a Wallet", then Escape closes and the focus returns to "Connect Wallet"', async () => {
    const wallets = [new FakeWallet('injected', 'Browser Wallet')]
    const h = createHarness({ options: [injected, rainbow, mobileOnly, extOnly], wallets })
    renderWith(<WalletWidget />, h.services)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await pressWithKeyboard(button)
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await pressWithKeyboard(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
    // The pressed button is gone with its step: the focus is on the new step's title, not on the page body.
    expectFocusOnStep(dialog, 'Get a Wallet')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' }))
  })

  test('behavior: keyboard Back to the intro (the Back button goes away), then Escape closes', async () => {
    const { dialog } = await openModal()
    await pressWithKeyboard(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
    await pressWithKeyboard(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    expectFocusOnStep(dialog, 'What is a Wallet?')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('behavior: after each step change by keyboard the focus is on the new step title; Tab goes on from it', async () => {
    const { dialog } = await openModal()
    const press = (name: string) => pressWithKeyboard(within(dialog).getByRole('button', { name }))
    await press('Get a Wallet')
    expectFocusOnStep(dialog, 'Get a Wallet')
    await press('Get Rainbow')
    expectFocusOnStep(dialog, 'Get Rainbow')
    await press('Get the app')
    expectFocusOnStep(dialog, 'Install Rainbow')
    await press('Continue')
    expectFocusOnStep(dialog, 'Get started with Rainbow')
    for (const title of ['Install Rainbow', 'Get Rainbow', 'Get a Wallet', 'What is a Wallet?']) {
      await press('Back')
      expectFocusOnStep(dialog, title)
    }
    await userEvent.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
  })

  test('behavior: keyboard RETRY keeps the focus in the panel', async () => {
    const { dialog, wallet } = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browser Wallet' }))
    await act(async () => wallet.reject())
    await pressWithKeyboard(await within(dialog).findByRole('button', { name: 'RETRY' }))
    expect(wallet.connectCalls).toBe(2)
    expectFocusOnStep(dialog, 'Browser Wallet')
  })

  test('behavior: a wallet picked in the list with the keyboard keeps the focus on its row', async () => {
    const { dialog } = await openModal()
    const row = within(dialog).getByRole('button', { name: 'Plugin Wallet' })
    await pressWithKeyboard(row)
    expect(panelTitle()).toBe('Plugin Wallet')
    expect(document.activeElement).toBe(row)
  })

  test('behavior: unauthenticated shows "Verify your account"; signing in closes the modal', async () => {
    const wallets = [new FakeWallet('injected', 'Browser Wallet')]
    const h = createHarness({ options: [injected], wallets, siwe: true })
    await act(() => h.auth!.start())
    renderWith(<WalletWidget />, h.services)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browser Wallet' }))
    await act(async () => wallets[0]!.approve())
    const verify = await screen.findByRole('dialog', { name: 'Verify your account' })
    await userEvent.click(within(verify).getByRole('button', { name: 'Sign message' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(wallets[0]!.signatures[0]).toContain('localhost:8080 wants you to sign in with your Ethereum account:')
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: sign-in errors come from the domain machine; a rejection returns to idle silently; Cancel disconnects', async () => {
    const wallets = [new FakeWallet('injected', 'Browser Wallet')]
    const h = createHarness({ options: [injected], wallets, siwe: true })
    await act(() => h.auth!.start())
    renderWith(<WalletWidget />, h.services)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Browser Wallet' }))
    await act(async () => wallets[0]!.approve())
    const verify = await screen.findByRole('dialog', { name: 'Verify your account' })
    wallets[0]!.signMode = 'fail'
    await userEvent.click(within(verify).getByRole('button', { name: 'Sign message' }))
    expect((await within(verify).findByRole('alert')).textContent).toBe('Error signing message, please retry!')
    wallets[0]!.signMode = 'reject'
    await userEvent.click(within(verify).getByRole('button', { name: 'Sign message' }))
    await waitFor(() => expect(within(verify).queryByRole('alert')).toBeNull())
    h.api!.failVerify = true
    wallets[0]!.signMode = 'approve'
    await userEvent.click(within(verify).getByRole('button', { name: 'Sign message' }))
    expect((await within(verify).findByRole('alert')).textContent).toBe('Error verifying signature, please retry!')
    await userEvent.click(within(verify).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(h.connection.getSnapshot().status).toBe('disconnected')
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
