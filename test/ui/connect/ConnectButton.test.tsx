// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { ModalName } from '../../../src/domain/connection/modalRules'
import { ConnectButton, type ConnectButtonProps } from '../../../src/ui/connect/ConnectButton'
import { ServicesProvider } from '../../../src/ui/servicesContext'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import {
  ADDRESS,
  createHarness,
  ETHEREUM,
  FakeWallet,
  option,
  renderWith,
  setNarrow,
  SHORT_ADDRESS,
  type Harness,
} from './connectHarness'

afterEach(cleanup)

function setup(extra: Partial<Parameters<typeof createHarness>[0]> = {}) {
  const wallet = new FakeWallet('injected', 'Browser Wallet', extra.wallets?.[0]?.chainId ?? 1)
  return createHarness({ options: [option('injected', 'Browser Wallet')], wallets: [wallet], ...extra })
}

async function connect(h: Harness, chainId = 1) {
  const wallet = h.wallets[0]!
  wallet.chainId = chainId
  const done = h.connection.connect(wallet.id)
  wallet.approve()
  await act(() => done)
}

function show(h: Harness, props: Partial<ConnectButtonProps> = {}) {
  const opened: ModalName[] = []
  renderWith(<ConnectButton onOpen={(m) => opened.push(m)} {...props} />, h.services)
  return opened
}

describe('ConnectButton', () => {
  test('default: "Connect Wallet" when disconnected, asking for the connect modal', async () => {
    const h = setup()
    const opened = show(h)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(opened).toEqual(['connect'])
  })

  test('behavior: the first render (before mount) keeps the place but shows no button; mounted, it shows', () => {
    const h = setup()
    const ui = (
      <ServicesProvider services={h.services}>
        <ConnectButton onOpen={() => undefined} />
      </ServicesProvider>
    )
    const html = renderToString(ui)
    expect(html).toContain('data-status="loading"')
    expect(html).not.toContain('<button')
    renderWith(<ConnectButton onOpen={() => undefined} />, h.services)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  test('behavior: a browser render shows the button in its first commit (no second render to reveal it)', () => {
    const h = setup()
    const commits: string[] = []
    const Probe = () => {
      useLayoutEffect(() => {
        commits.push(document.querySelector('button')?.textContent ?? 'none')
      })
      return null
    }
    renderWith(
      <>
        <ConnectButton onOpen={() => undefined} />
        <Probe />
      </>,
      h.services,
    )
    expect(commits[0]).toBe('Connect Wallet')
  })

  test('behavior: hydrating server HTML keeps the placeholder first (no mismatch), then shows the button', async () => {
    const h = setup()
    const ui = (
      <ServicesProvider services={h.services}>
        <ConnectButton onOpen={() => undefined} />
      </ServicesProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    const errors: unknown[] = []
    let root: ReturnType<typeof hydrateRoot> | undefined
    act(() => {
      root = hydrateRoot(container, ui, { onRecoverableError: (e) => errors.push(e) })
    })
    await waitFor(() => expect(within(container).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy())
    expect(errors).toEqual([])
    act(() => root?.unmount())
    container.remove()
  })

  test('behavior: hidden while loading (reconnecting), its place kept and unreachable', async () => {
    const h = setup()
    h.store.set('wallet.last', 'injected')
    h.wallets[0]!.reconnect = () => new Promise(() => {})
    void h.connection.reconnect()
    const { container } = renderWith(<ConnectButton onOpen={() => {}} />, h.services)
    expect(screen.queryByRole('button')).toBeNull()
    const placeholder = container.querySelector('[data-status="loading"]')!
    expect(placeholder.getAttribute('aria-hidden')).toBe('true')
    expect(placeholder.textContent).toBe('Connect Wallet')
  })

  test('behavior: a wallet that never answers the auto-connect: "Connect Wallet" shows after the time limit', async () => {
    const h = setup({ reconnectTimeoutMs: 50 })
    h.store.set('wallet.last', 'injected')
    h.wallets[0]!.reconnect = () => new Promise(() => {})
    void h.connection.reconnect()
    const opened = show(h)
    expect(screen.queryByRole('button')).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
    expect(opened).toEqual(['connect'])
  })

  test('behavior: connected shows the chain button and the account button with balance and short address', async () => {
    const h = setup()
    await connect(h)
    const opened = show(h)
    expect(screen.getByRole('button', { name: /Ethereum/ })).toBeTruthy()
    const account = screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })
    expect(await within(account).findByText('1.23 ETH')).toBeTruthy()
    await userEvent.click(account)
    await userEvent.click(screen.getByRole('button', { name: /Ethereum/ }))
    expect(opened).toEqual(['account', 'chain'])
  })

  test('behavior: a dust balance shows as "<0.001 ETH", not as an empty wallet', async () => {
    const h = setup()
    h.reader.setBalance(1, ADDRESS, 400_000_000_000_000n)
    await connect(h)
    show(h)
    const account = screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })
    expect(await within(account).findByText('<0.001 ETH')).toBeTruthy()
  })

  test('behavior: no chain button with a single configured chain', async () => {
    const h = setup({ chains: [ETHEREUM] })
    await connect(h)
    show(h)
    expect(screen.getAllByRole('button')).toHaveLength(1)
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: an unsupported chain shows only "Wrong network", even with one chain', async () => {
    const h = setup({ chains: [ETHEREUM] })
    await connect(h, 10)
    const opened = show(h)
    expect(screen.getAllByRole('button')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Wrong network' }))
    expect(opened).toEqual(['chain'])
  })

  test('behavior: the ENS name replaces the address', async () => {
    const h = setup()
    h.reader.names.set(ADDRESS.toLowerCase(), 'creator.eth')
    await connect(h)
    show(h)
    expect(await screen.findByRole('button', { name: /creator\.eth/ })).toBeTruthy()
  })

  test('behavior: unauthenticated still says "Connect Wallet"', async () => {
    const h = setup({ siwe: true })
    await act(() => h.auth!.start())
    await connect(h)
    show(h)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  test('behavior: unauthenticated on an unsupported chain shows only "Wrong network", asking for the chain modal', async () => {
    const h = setup({ siwe: true })
    await act(() => h.auth!.start())
    await connect(h, 10)
    const opened = show(h)
    expect(screen.getAllByRole('button')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    const wrong = screen.getByRole('button', { name: 'Wrong network' })
    expect(wrong.className).toContain('cs-wrong-network')
    expect(wrong.closest('[data-status]')?.getAttribute('data-status')).toBe('unauthenticated')
    await userEvent.click(wrong)
    expect(opened).toEqual(['chain'])
  })

  test('behavior: signed in, a chain change signs out: "Connect Wallet" on a configured chain, "Wrong network" on another', async () => {
    const h = setup({ siwe: true })
    await act(() => h.auth!.start())
    await connect(h)
    await act(() => h.services.signIn!.signIn())
    show(h)
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
    act(() => h.wallets[0]!.changeChain(5))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeNull()
    act(() => h.wallets[0]!.changeChain(1337))
    expect(screen.getByRole('button', { name: 'Wrong network' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
  })

  test('behavior: "Wrong network" before sign-in switches in the Switch Networks modal, then "Connect Wallet" asks to verify', async () => {
    const h = setup({ siwe: true })
    await act(() => h.auth!.start())
    await connect(h, 1337)
    h.wallets[0]!.switchMode = 'manual'
    renderWith(<WalletWidget />, h.services)
    await userEvent.click(screen.getByRole('button', { name: 'Wrong network' }))
    const modal = await screen.findByRole('dialog', { name: 'Switch Networks' })
    expect(within(modal).getByText('Wrong network detected, switch or disconnect to continue.')).toBeTruthy()
    await userEvent.click(within(modal).getByRole('button', { name: 'Ethereum' }))
    expect(within(modal).getByRole('button', { name: 'Ethereum Confirm in Wallet' })).toBeTruthy()
    act(() => h.wallets[0]!.settleSwitch())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const verify = await screen.findByRole('dialog', { name: 'Verify your account' })
    await userEvent.click(within(verify).getByRole('button', { name: 'Sign message' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(h.wallets[0]!.signatures[0]).toContain('Chain ID: 1')
    expect(screen.getByRole('button', { name: /Ethereum/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })).toBeTruthy()
  })

  test('behavior: a pending transaction shows the ring on the avatar until its receipt arrives', async () => {
    const h = setup()
    await connect(h)
    show(h)
    const account = screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) })
    expect(account.querySelector('.cs-avatar-pending')).toBeNull()
    const hash = `0x${'a'.repeat(64)}` as const
    act(() => h.transactions.add(ADDRESS, 1, { hash, description: 'Support a creator' }))
    await waitFor(() => expect(account.querySelector('.cs-avatar-pending')).not.toBeNull())
    h.reader.receipts.set(hash, { status: 'success', blockNumber: 1n })
    await waitFor(() => expect(account.querySelector('.cs-avatar-pending')).toBeNull())
    h.transactions.dispose()
  })

  test('parameters: accountStatus avatar names the button without showing the address', async () => {
    const h = setup()
    await connect(h)
    show(h, { accountStatus: 'avatar', showBalance: false })
    const account = screen.getByRole('button', { name: SHORT_ADDRESS })
    expect(account.textContent).not.toContain(SHORT_ADDRESS)
    expect(account.querySelector('.cs-avatar')).not.toBeNull()
  })

  test('parameters: accountStatus address shows no avatar', async () => {
    const h = setup()
    await connect(h)
    show(h, { accountStatus: 'address' })
    expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) }).querySelector('.cs-avatar')).toBeNull()
  })

  test('parameters: chainStatus icon, name and none', async () => {
    const h = setup()
    await connect(h)
    const { unmount } = renderWith(<ConnectButton onOpen={() => {}} chainStatus="icon" />, h.services)
    const icon = screen.getByRole('button', { name: 'Ethereum' })
    expect(icon.textContent).toBe('')
    unmount()
    const second = renderWith(<ConnectButton onOpen={() => {}} chainStatus="name" />, h.services)
    expect(screen.getByRole('button', { name: 'Ethereum' }).textContent).toBe('Ethereum')
    second.unmount()
    renderWith(<ConnectButton onOpen={() => {}} chainStatus="none" />, h.services)
    expect(screen.queryByRole('button', { name: /Ethereum/ })).toBeNull()
  })

  test('parameters: showBalance false hides the balance', async () => {
    const h = setup()
    await connect(h)
    show(h, { showBalance: false })
    await screen.findByRole('button', { name: new RegExp(SHORT_ADDRESS) })
    expect(screen.queryByText('1.23 ETH')).toBeNull()
  })

  test('behavior: small screens default to the chain icon and no balance', async () => {
    const restore = setNarrow(true)
    try {
      const h = setup()
      await connect(h)
      show(h)
      expect(screen.getByRole('button', { name: 'Ethereum' }).textContent).toBe('')
      expect(screen.getByRole('button', { name: new RegExp(SHORT_ADDRESS) }).textContent).not.toContain('ETH')
    } finally {
      restore()
    }
  })
})
