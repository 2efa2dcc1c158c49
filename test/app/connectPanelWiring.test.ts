import { describe, expect, test } from 'vitest'
import { createConnectPanelWiring } from '../../src/app/connectPanelWiring'
import { connectPanel } from '../../src/domain/connection/connectPanel'
import { runMachine } from '../../src/domain/shared/machine'
import { ConnectionService } from '../../src/domain/connection/connectionService'
import { INITIAL_CONNECT_PANEL, type PanelWallet } from '../../src/domain/connection/connectPanelState'
import { FakeWalletConnector } from '../support/fakeWalletConnector'
import { FakeWalletDirectory } from '../support/fakeWalletDirectory'
import { MemoryStore } from '../support/memoryStore'
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
  const wiring = createConnectPanelWiring({ wallet, openLink: (url) => void opened.push(url) })
  const panel = runMachine(connectPanel, INITIAL_CONNECT_PANEL, wiring.handlers)
  const stop = wiring.follow?.(panel.send) ?? (() => {})
  return { wallet, panel, opened, stop }
}

describe('createConnectPanelWiring', () => {
  test('default: a wallet chosen in the list is asked to connect inside the send', async () => {
    const metaMask = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    const { wallet, panel } = setup([metaMask])
    const approve = metaMask.holdNext('connect')
    panel.send({ type: 'walletSelected', wallet: panelWallet('metaMask') })
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
    panel.send({ type: 'walletSelected', wallet: panelWallet('metaMask') })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(panel.getSnapshot()).toMatchObject({ connectState: 'error' })
    panel.send({ type: 'retried' })
    expect(metaMask.prompts).toBe(2)
    expect(panel.getSnapshot()).toMatchObject({ connectState: 'connecting' })
  })

  test('behavior: a connect superseded by a later pick of the same wallet is not a failure (its answer connects)', async () => {
    const first = new FakeWalletConnector({ id: 'first', accounts: [ALICE], chainId: 1 })
    const other = new FakeWalletConnector({ id: 'other', accounts: [ALICE], chainId: 1 })
    const { wallet, panel } = setup([first, other])
    const answer = first.holdNext('connect')
    other.holdNext('connect')
    panel.send({ type: 'walletSelected', wallet: panelWallet('first') })
    panel.send({ type: 'walletSelected', wallet: panelWallet('other') })
    // Back to the first wallet, whose prompt is still open: this pick waits for that prompt.
    panel.send({ type: 'walletSelected', wallet: panelWallet('first') })
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
    panel.send({ type: 'walletSelected', wallet: panelWallet('walletConnect', { desktopLink }) })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(panel.getSnapshot()).toMatchObject({ qrUri: 'wc:pair@2' })
    expect(opened).toEqual([desktopLink('wc:pair@2')])
    stop()
    approve()
  })
})
