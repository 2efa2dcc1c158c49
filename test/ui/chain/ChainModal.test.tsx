// @vitest-environment jsdom
import { useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChainModal } from '../../../src/ui/chain/ChainModal'
import type { AuthState } from '../../../src/domain/auth/authStatus'
import { StateStore } from '../../../src/domain/shared/store'
import type { UiServices } from '../../../src/ui/servicesContext'
import { connectedServices, renderWithServices } from '../support/modalHarness'

afterEach(cleanup)

const WRONG_NETWORK = 'Wrong network detected, switch or disconnect to continue.'
const CANNOT_SWITCH =
  'Your wallet does not support switching networks from Creators Studio. Try switching networks from within your wallet instead.'

function Host() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <output>{open ? 'open' : 'closed'}</output>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <ChainModal open={open} onClose={() => setOpen(false)} />
    </>
  )
}

function show(services: UiServices) {
  renderWithServices(<Host />, services)
  return userEvent.setup()
}

const row = (name: string) => screen.getByText(name).closest('.cs-chain') as HTMLElement

describe('ChainModal', () => {
  test('default: title, the configured chains, the current one marked Connected and not clickable', async () => {
    const { services } = await connectedServices({ chainId: 1 })
    show(services)
    const dialog = screen.getByRole('dialog', { name: 'Switch Networks' })
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ethereum Connected', 'Goerli ', 'LLocalhost '])
    expect(row('Ethereum').tagName).toBe('DIV')
    expect(row('Ethereum').getAttribute('aria-current')).toBe('true')
    expect(screen.queryByRole('button', { name: /Ethereum/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Goerli' })).toBeTruthy()
    expect(screen.queryByText(WRONG_NETWORK)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull()
  })

  test('default: each chain has its icon on its background, loaded at once (in view wherever it is drawn)', async () => {
    const { services } = await connectedServices()
    show(services)
    const img = row('Goerli').querySelector('img') as HTMLImageElement
    expect(img.getAttribute('loading')).toBeNull()
    expect(img.getAttribute('alt')).toBe('')
    expect(img.src.startsWith('data:image/svg+xml')).toBe(true)
    expect(img.style.background).toContain('rgb(72, 76, 80)')
    // No built-in icon for Localhost: its initial instead.
    expect(row('Localhost').querySelector('img')).toBeNull()
  })

  test('behavior: the chain being switched to shows "Confirm in Wallet", the modal closes once switched', async () => {
    const { services, connector, wallet } = await connectedServices({ chainId: 1 })
    connector.switchMode = 'manual'
    const user = show(services)
    await user.click(screen.getByRole('button', { name: 'Goerli' }))
    expect(screen.getByRole('button', { name: 'Goerli Confirm in Wallet' })).toBeTruthy()
    expect(connector.switchRequests).toEqual([5])
    await act(async () => connector.settleSwitch())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('closed')
    expect(wallet.getSnapshot()).toMatchObject({ status: 'connected', chain: { id: 5, unsupported: false } })
  })

  test('behavior: a switch the wallet never answers locks nothing; a chain change in the wallet ends it', async () => {
    const { services, connector, wallet } = await connectedServices({ chainId: 1 })
    connector.switchMode = 'manual'
    const user = show(services)
    await user.click(screen.getByRole('button', { name: 'Goerli' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Reopen' }))
    // Still waiting for the wallet, and still choosable: the new choice is the pending one.
    expect(screen.getByRole('button', { name: 'Goerli Confirm in Wallet' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Localhost' }))
    expect(connector.switchRequests).toEqual([5, 31337])
    expect(screen.getByRole('button', { name: 'Localhost Confirm in Wallet' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Goerli' }))
    expect(connector.switchRequests).toEqual([5, 31337, 5])
    expect(screen.getByRole('button', { name: 'Goerli Confirm in Wallet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Localhost' })).toBeTruthy()
    // The visitor picks another network in the wallet itself: its chain is known, nothing is pending any more.
    act(() => connector.events$.next({ type: 'change', chain: { id: 31337, unsupported: false } }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(wallet.getSnapshot()).not.toHaveProperty('switching')
    await user.click(screen.getByRole('button', { name: 'Reopen' }))
    expect(screen.queryByText('Confirm in Wallet')).toBeNull()
    expect(row('Localhost').getAttribute('aria-current')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Goerli' }))
    expect(connector.switchRequests).toEqual([5, 31337, 5, 5])
  })

  test('behavior: a late rejection of a replaced switch keeps the newer one pending and the modal open', async () => {
    const { services, connector } = await connectedServices({ chainId: 1 })
    connector.switchMode = 'manual'
    const user = show(services)
    await user.click(screen.getByRole('button', { name: 'Goerli' }))
    await user.click(screen.getByRole('button', { name: 'Localhost' }))
    await act(async () => connector.settleSwitch(Object.assign(new Error('User rejected request'), { code: 4001 }), 0))
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Localhost Confirm in Wallet' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => connector.settleSwitch())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('behavior: the modal closes on a chain-changed event from the wallet', async () => {
    const { services, connector } = await connectedServices({ chainId: 1 })
    show(services)
    act(() => connector.events$.next({ type: 'change', chain: { id: 5, unsupported: false } }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('behavior: the modal closes when the visitor rejects in the wallet', async () => {
    const { services, connector, wallet } = await connectedServices({ chainId: 1 })
    connector.switchMode = 'reject'
    const user = show(services)
    await user.click(screen.getByRole('button', { name: 'Goerli' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(wallet.getSnapshot()).toMatchObject({ chain: { id: 1 } })
  })

  test('behavior: another switch failure is shown, the modal stays open and the chain can be tried again', async () => {
    const { services, connector } = await connectedServices({ chainId: 1 })
    connector.switchMode = 'fail'
    const user = show(services)
    await user.click(screen.getByRole('button', { name: 'Goerli' }))
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred when attempting to switch chain.')
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBeTruthy()
    connector.switchMode = 'approve'
    await user.click(screen.getByRole('button', { name: 'Goerli' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('behavior: a switch error from before the modal opened is not shown', async () => {
    const { services, connector, wallet } = await connectedServices({ chainId: 1 })
    connector.switchMode = 'fail'
    await wallet.switchChain(5)
    expect(wallet.getSnapshot()).toHaveProperty('switchError')
    show(services)
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: on an unsupported chain it says wrong network, nothing is Connected, Disconnect disconnects', async () => {
    const { services, wallet } = await connectedServices({ chainId: 10 })
    const user = show(services)
    expect(screen.getByText(WRONG_NETWORK)).toBeTruthy()
    expect(screen.queryByText('Connected')).toBeNull()
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(wallet.getSnapshot()).toEqual({ status: 'disconnected' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('closed')
  })

  test('behavior: from an unsupported chain, switching back closes the modal', async () => {
    const { services, wallet } = await connectedServices({ chainId: 10 })
    const user = show(services)
    await user.click(screen.getByRole('button', { name: 'Ethereum' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(wallet.getSnapshot()).toMatchObject({ chain: { id: 1, unsupported: false } })
  })

  test('behavior: a wallet that cannot switch is told to switch from within the wallet; chains are not clickable', async () => {
    const { services } = await connectedServices({ chainId: 1, canSwitch: false })
    show(services)
    expect(screen.getByText(CANNOT_SWITCH)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Goerli' })).toBeNull()
    expect(screen.getByText('Goerli')).toBeTruthy()
  })

  test('behavior: it opens for a connected wallet that is not signed in, on a supported or an unsupported chain', async () => {
    for (const chainId of [1, 10]) {
      const { services } = await connectedServices({ chainId })
      const unauthenticated: UiServices = {
        ...services,
        auth: new StateStore<AuthState>({ status: 'unauthenticated' }),
      }
      const { unmount } = renderWithServices(<ChainModal open onClose={() => {}} />, unauthenticated)
      const dialog = screen.getByRole('dialog', { name: 'Switch Networks' })
      expect(within(dialog).queryByText(WRONG_NETWORK) !== null).toBe(chainId === 10)
      unmount()
    }
  })

  test('parameters: while the sign-in state loads, it does not open', async () => {
    const { services } = await connectedServices()
    renderWithServices(<ChainModal open onClose={() => {}} />, {
      ...services,
      auth: new StateStore<AuthState>({ status: 'loading' }),
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('parameters: not connected, it does not open', async () => {
    const { services, wallet } = await connectedServices()
    await wallet.disconnect()
    show(services)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
