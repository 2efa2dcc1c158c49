import { describe, expect, test } from 'vitest'
import { createConnectPanelEffects, createModalsSource } from '../../src/app/connectPanelRunner'
import type { AuthState } from '../../src/domain/auth/authStatus'
import { createModalsStore } from '../../src/domain/connection/modalsStore'
import { StateStore } from '../../src/domain/shared/store'
import { createConnectPanelStore } from '../../src/domain/connection/connectPanelStore'
import { ConnectionService } from '../../src/domain/connection/connectionService'
import type { PanelWallet } from '../../src/domain/connection/connectPanelState'
import { FakeWalletConnector } from '../support/fakeWalletConnector'
import { FakeWalletDirectory } from '../support/fakeWalletDirectory'
import { MemoryStore } from '../../src/adapters/storage/memoryStore'
import { ALICE, CONFIGURED_CHAINS } from '../domain/connection/testChains'

const panelWallet = (id: string, extra: Partial<PanelWallet> = {}): PanelWallet => ({
  id,
  name: id,
  ready: true,
  ...extra,
})

function setup(connectors: FakeWalletConnector[]) {
  const wallet = new ConnectionService({
    directory: new FakeWalletDirectory(connectors),
    store: new MemoryStore(),
    chains: CONFIGURED_CHAINS,
  })
  const opened: string[] = []
  const panel = createConnectPanelStore(createConnectPanelEffects({ wallet, openLink: (url) => void opened.push(url) }))
  const stop = panel.start()
  return { wallet, panel, opened, stop }
}

describe('createConnectPanelEffects', () => {
  test('default: a wallet chosen in the list is asked to connect inside the dispatch', async () => {
    const metaMask = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    const { wallet, panel } = setup([metaMask])
    const approve = metaMask.holdNext('connect')
    panel.dispatch({ type: 'SELECT_WALLET', wallet: panelWallet('metaMask') })
    expect(metaMask.prompts).toBe(1)
    expect(panel.getSnapshot()).toMatchObject({ step: 'CONNECT', connectState: 'connecting' })
    approve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(wallet.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'metaMask' })
  })

  test('behavior: a rejected connect offers RETRY, which asks the wallet again', async () => {
    const metaMask = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    const { panel } = setup([metaMask])
    metaMask.rejectNext('connect', 'code')
    panel.dispatch({ type: 'SELECT_WALLET', wallet: panelWallet('metaMask') })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(panel.getSnapshot()).toMatchObject({ connectState: 'error' })
    panel.dispatch({ type: 'RETRY' })
    expect(metaMask.prompts).toBe(2)
    expect(panel.getSnapshot()).toMatchObject({ connectState: 'connecting' })
  })

  test('behavior: a connect superseded by a later pick of the same wallet is not a failure (its answer connects)', async () => {
    const first = new FakeWalletConnector({ id: 'first', accounts: [ALICE], chainId: 1 })
    const other = new FakeWalletConnector({ id: 'other', accounts: [ALICE], chainId: 1 })
    const { wallet, panel } = setup([first, other])
    const answer = first.holdNext('connect')
    other.holdNext('connect')
    panel.dispatch({ type: 'SELECT_WALLET', wallet: panelWallet('first') })
    panel.dispatch({ type: 'SELECT_WALLET', wallet: panelWallet('other') })
    // Back to the first wallet, whose prompt is still open: this pick waits for that prompt.
    panel.dispatch({ type: 'SELECT_WALLET', wallet: panelWallet('first') })
    answer()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(first.prompts).toBe(1)
    expect(wallet.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'first' })
    expect(panel.getSnapshot()).toMatchObject({ wallet: { id: 'first' }, connectState: 'connecting' })
  })

  test("behavior: the session's pairing uri reaches the panel (QR code) and opens the wallet's desktop link", async () => {
    const wc = new FakeWalletConnector({ id: 'walletConnect', accounts: [ALICE], chainId: 1, uri: 'wc:pair@2' })
    const { panel, opened, stop } = setup([wc])
    const approve = wc.holdNext('connect')
    const desktopLink = (uri: string) => `desktop://wc?uri=${encodeURIComponent(uri)}`
    panel.dispatch({ type: 'SELECT_WALLET', wallet: panelWallet('walletConnect', { desktopLink }) })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(panel.getSnapshot()).toMatchObject({ qrUri: 'wc:pair@2' })
    expect(opened).toEqual([desktopLink('wc:pair@2')])
    stop()
    approve()
  })
})

describe('createModalsSource', () => {
  async function connectedWith(auth: StateStore<AuthState>) {
    const metaMask = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    const wallet = new ConnectionService({
      directory: new FakeWalletDirectory([metaMask]),
      store: new MemoryStore(),
      chains: CONFIGURED_CHAINS,
    })
    const modals = createModalsStore(createModalsSource({ wallet, auth }))
    const stop = modals.start()
    modals.dispatch({ type: 'OPEN', modal: 'connect' })
    expect(modals.getSnapshot().open).toEqual(['connect'])
    await wallet.connect('metaMask')
    return { wallet, modals, stop }
  }

  test('default: a connect with sign-in off closes the connect modal; a disconnect closes the account modal', async () => {
    const { wallet, modals, stop } = await connectedWith(new StateStore<AuthState>({ status: 'off' }))
    expect(modals.getSnapshot()).toMatchObject({ open: [], status: 'connected' })
    modals.dispatch({ type: 'OPEN', modal: 'account' })
    await wallet.disconnect()
    expect(modals.getSnapshot()).toMatchObject({ open: [], status: 'disconnected' })
    stop()
  })

  test('behavior: a connect that leaves the visitor unauthenticated keeps the connect modal open (the sign-in step)', async () => {
    const { modals, stop } = await connectedWith(new StateStore<AuthState>({ status: 'unauthenticated' }))
    expect(modals.getSnapshot()).toMatchObject({ open: ['connect'], status: 'unauthenticated' })
    stop()
  })

  test('behavior: while the sign-in side loads, the connect waits; signed in, it then closes the connect modal', async () => {
    const auth = new StateStore<AuthState>({ status: 'loading' })
    const { modals, stop } = await connectedWith(auth)
    expect(modals.getSnapshot()).toMatchObject({ open: ['connect'], status: 'loading', pending: 'connect' })
    auth.set({ status: 'authenticated', session: { address: ALICE, chainId: 1 } })
    expect(modals.getSnapshot()).toMatchObject({ open: [], status: 'connected', pending: undefined })
    stop()
  })

  test('behavior: stopped, it hears nothing more', async () => {
    const { wallet, modals, stop } = await connectedWith(new StateStore<AuthState>({ status: 'unauthenticated' }))
    stop()
    await wallet.disconnect()
    expect(modals.getSnapshot()).toMatchObject({ open: ['connect'], status: 'unauthenticated' })
  })
})
