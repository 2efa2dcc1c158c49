// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { WalletOption } from '../../src/domain/wallets/walletOption'
import { MODAL_ERROR_MESSAGE } from '../../src/ui/ModalErrorBoundary'
import { WalletWidget } from '../../src/ui/WalletWidget'
import { createHarness, FakeWallet, option, renderWith, SHORT_ADDRESS } from './connect/connectHarness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const injected = option('injected', 'Browser Wallet')
const rainbow = option('rainbow', 'Rainbow', {
  ready: false,
  downloadUrls: { browserExtension: 'https://rainbow.example/ext' },
})

/** The page goes idle at once (requestIdleCallback in a task), so the widget's work ahead of the click runs. */
function idleAtOnce(): void {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
}

/** Lets the idle task, the modal's code and the hidden render (React's lowest priority) run until `done`. */
async function settle(done: () => boolean = () => dialogsInDocument().length > 0): Promise<void> {
  await waitFor(() => expect(done()).toBe(true), { timeout: 5000 })
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
}

/** Every dialog in the document, shown or hidden (role queries see only the shown ones). */
function dialogsInDocument(): Element[] {
  return [...document.querySelectorAll('[role="dialog"]')]
}

function panelTitle(): string {
  return document.getElementById('cs-panel-title')?.textContent ?? ''
}

describe('WalletWidget', () => {
  test('behavior: once the page is idle, the connect modal is drawn ahead, hidden and inert; the click shows that very dialog', async () => {
    idleAtOnce()
    const h = createHarness({ options: [injected], wallets: [new FakeWallet('injected', 'Browser Wallet')] })
    renderWith(<WalletWidget />, h.services)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await settle()
    const [ahead] = dialogsInDocument()
    expect(ahead).toBeDefined()
    // Hidden from everyone (no role query finds it), and none of its effects ran: focus and page scroll untouched.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(ahead!.closest('.cs-backdrop')?.getAttribute('style')).toContain('display: none')
    expect(document.body.style.overflow).toBe('')
    expect(document.activeElement).toBe(document.body)
    await userEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Connect a Wallet' })
    expect(dialog).toBe(ahead)
    // Shown, it behaves as a dialog: focus inside, page scroll locked.
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(document.body.style.overflow).toBe('hidden')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.body.style.overflow).toBe('')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' }))
  })

  test('behavior: a closed modal opens afresh: the step its last opening left is gone, drawn ahead again', async () => {
    idleAtOnce()
    const h = createHarness({ options: [injected, rainbow], wallets: [new FakeWallet('injected', 'Browser Wallet')] })
    renderWith(<WalletWidget />, h.services)
    await settle()
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = screen.getByRole('dialog', { name: 'Connect a Wallet' })
    expect(panelTitle()).toBe('What is a Wallet?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rainbow' }))
    expect(panelTitle()).toBe('Rainbow')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await settle(() => dialogsInDocument().length === 1 && dialogsInDocument()[0] !== dialog)
    // A new one waits, hidden; the closed one is gone.
    expect(dialogsInDocument()).toHaveLength(1)
    expect(dialogsInDocument()[0]).not.toBe(dialog)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBe(dialogsInDocument()[0])
    expect(panelTitle()).toBe('What is a Wallet?')
  })

  test('behavior: connected, the account modal is the one drawn ahead; disconnecting there brings back a connect modal drawn ahead', async () => {
    idleAtOnce()
    const wallet = new FakeWallet('injected', 'Browser Wallet')
    const h = createHarness({ options: [injected], wallets: [wallet] })
    const done = h.connection.connect(wallet.id)
    wallet.approve()
    await act(() => done)
    renderWith(<WalletWidget />, h.services)
    await settle()
    const [ahead] = dialogsInDocument()
    expect(dialogsInDocument()).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) }))
    const dialog = screen.getByRole('dialog', { name: SHORT_ADDRESS })
    expect(dialog).toBe(ahead)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await settle(() => dialogsInDocument().length === 1 && dialogsInDocument()[0] !== ahead)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBe(dialogsInDocument()[0])
  })

  test('behavior: a modal that fails to draw ahead says nothing until the visitor opens it, then the usual alert', async () => {
    idleAtOnce()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let nameReads = 0
    const broken: WalletOption = {
      ...injected,
      get name(): string {
        nameReads += 1
        throw new Error('a wallet option that cannot be drawn')
      },
    }
    const h = createHarness({ options: [broken], wallets: [new FakeWallet('injected', 'Browser Wallet')] })
    renderWith(<WalletWidget />, h.services)
    // Drawn ahead (the option's name was asked for), failed there, and dropped without a word.
    await settle(() => nameReads > 0)
    expect(errors).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(dialogsInDocument()).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect((await screen.findByRole('alert')).textContent).toBe(MODAL_ERROR_MESSAGE)
    expect(errors).toHaveBeenCalledWith('Wallet dialog failed:', expect.any(Error))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
