import { describe, expect, test } from 'vitest'
import { connectPanel, type ConnectPanelEvent } from '../../../src/domain/connection/connectPanel'
import {
  backTarget,
  INITIAL_CONNECT_PANEL,
  type ConnectPanelState,
  type PanelWallet,
} from '../../../src/domain/connection/connectPanelState'

const steps = {
  learnMoreUrl: 'https://learn.example',
  steps: [{ step: 'install' as const, title: 'install-extension' as const, description: 'pin-extension' as const }],
}
const rainbow: PanelWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  ready: true,
  hasQrCode: true,
  downloadUrls: { qrCode: 'https://rainbow.example/download', chrome: 'https://chrome.example/rainbow' },
  qrCode: { instructions: steps },
  extension: { instructions: steps },
}
const metaMask: PanelWallet = {
  id: 'metaMask',
  name: 'MetaMask',
  shortName: 'MM',
  ready: false,
  downloadUrls: { browserExtension: 'https://metamask.example' },
}
const desktopApp: PanelWallet = {
  id: 'ledger',
  name: 'Ledger Live',
  ready: true,
  hasQrCode: true,
  desktopLink: (uri) => `ledgerlive://wc?uri=${encodeURIComponent(uri)}`,
}

/** Runs events from the initial panel; returns the final state and every effect in order. */
function run(events: readonly ConnectPanelEvent[], from: ConnectPanelState = INITIAL_CONNECT_PANEL) {
  let state = from
  const effects: unknown[] = []
  for (const event of events) {
    const [next, emitted] = connectPanel(state, event)
    state = next
    effects.push(...emitted)
  }
  return { state, effects }
}

describe('connectPanel', () => {
  test('default: the intro, no back arrow', () => {
    expect(INITIAL_CONNECT_PANEL).toEqual({ step: 'NONE', history: [] })
    expect(backTarget(INITIAL_CONNECT_PANEL)).toBeUndefined()
  })

  test('behavior: "What is a Wallet?" then "Get a Wallet", and back arrows return step by step', () => {
    const { state } = run([{ type: 'learnChosen' }, { type: 'getChosen' }])
    expect(state).toEqual({ step: 'GET', history: ['NONE', 'LEARN_COMPACT'] })
    const back1 = run([{ type: 'wentBack' }], state).state
    expect(back1.step).toBe('LEARN_COMPACT')
    expect(run([{ type: 'wentBack' }], back1).state).toEqual(INITIAL_CONNECT_PANEL)
  })

  test('behavior: choosing a ready wallet starts its connect and shows its QR code once the uri arrives', () => {
    const chosen = run([{ type: 'walletSelected', wallet: rainbow }])
    expect(chosen.state).toMatchObject({ step: 'CONNECT', connectState: 'connecting', history: ['NONE'] })
    expect(chosen.effects).toEqual([{ type: 'connect', walletId: 'rainbow' }])
    const scanned = run([{ type: 'connectionUriReceived', walletId: 'rainbow', uri: 'wc:abc@2' }], chosen.state)
    expect(scanned.state).toMatchObject({ step: 'CONNECT', qrUri: 'wc:abc@2' })
    expect(scanned.effects).toEqual([])
  })

  test('behavior: a wallet with a desktop app opens its deep link when the uri arrives', () => {
    const { effects } = run([
      { type: 'walletSelected', wallet: desktopApp },
      { type: 'connectionUriReceived', walletId: 'ledger', uri: 'wc:x@2' },
    ])
    expect(effects).toEqual([
      { type: 'connect', walletId: 'ledger' },
      { type: 'openLink', url: 'ledgerlive://wc?uri=wc%3Ax%402' },
    ])
  })

  test('behavior: a wallet that is not ready goes to CONNECT without connecting', () => {
    const { state, effects } = run([{ type: 'walletSelected', wallet: metaMask }])
    expect(state).toMatchObject({ step: 'CONNECT', connectState: 'idle', wallet: metaMask })
    expect(effects).toEqual([])
    expect(run([{ type: 'walletSelected', wallet: metaMask }], state).state).toBe(state)
  })

  test('behavior: a connection error offers RETRY, which connects again', () => {
    const failed = run([
      { type: 'walletSelected', wallet: rainbow },
      { type: 'connectionFailed', walletId: 'rainbow' },
    ]).state
    expect(failed).toMatchObject({ step: 'CONNECT', connectState: 'error' })
    const retried = run([{ type: 'retried' }], failed)
    expect(retried.state).toMatchObject({ connectState: 'connecting' })
    expect(retried.effects).toEqual([{ type: 'connect', walletId: 'rainbow' }])
    expect(connectPanel(retried.state, { type: 'retried' })[0]).toBe(retried.state)
  })

  test('behavior: reports about another wallet are ignored (same reference)', () => {
    const { state } = run([{ type: 'walletSelected', wallet: rainbow }])
    for (const event of [
      { type: 'connectionUriReceived', walletId: 'metaMask', uri: 'wc:1' },
      { type: 'connectionFailed', walletId: 'metaMask' },
      { type: 'connectionStarted', walletId: 'metaMask' },
    ] as const) {
      expect(connectPanel(state, event)[0]).toBe(state)
    }
  })

  test('parameters: from GET, a wallet with QR code and extension goes to DOWNLOAD_OPTIONS', () => {
    const { state } = run([{ type: 'getChosen' }, { type: 'getWalletSelected', wallet: rainbow }])
    expect(state).toMatchObject({ step: 'DOWNLOAD_OPTIONS', history: ['NONE', 'GET'], connectState: 'idle' })
  })

  test('parameters: from GET, a wallet with only a QR code goes to DOWNLOAD, otherwise to the extension instructions', () => {
    const qrOnly = { ...rainbow, downloadUrls: { qrCode: 'https://rainbow.example/download' } }
    const download = run([{ type: 'getChosen' }, { type: 'getWalletSelected', wallet: qrOnly }]).state
    expect(download.step).toBe('DOWNLOAD')
    const extension = run([{ type: 'getChosen' }, { type: 'getWalletSelected', wallet: metaMask }]).state
    expect(extension.step).toBe('INSTRUCTIONS_EXTENSION')
  })

  test('behavior: DOWNLOAD continues to the mobile instructions when there are some, otherwise to CONNECT', () => {
    const withSteps = run([
      { type: 'getChosen' },
      { type: 'getWalletSelected', wallet: rainbow },
      { type: 'downloadChosen', option: 'mobile' },
      { type: 'continued' },
    ])
    expect(withSteps.state).toMatchObject({
      step: 'INSTRUCTIONS_MOBILE',
      history: ['NONE', 'GET', 'DOWNLOAD_OPTIONS', 'DOWNLOAD'],
    })
    const bare = { ...rainbow, qrCode: undefined }
    const without = run([
      { type: 'getChosen' },
      { type: 'getWalletSelected', wallet: bare },
      { type: 'downloadChosen', option: 'mobile' },
      { type: 'continued' },
    ])
    expect(without.state).toMatchObject({ step: 'CONNECT', connectState: 'connecting' })
    expect(without.effects).toEqual([{ type: 'connect', walletId: 'rainbow' }])
  })

  test('behavior: the extension choice shows its instructions when there are some, otherwise CONNECT', () => {
    const withSteps = run([
      { type: 'getChosen' },
      { type: 'getWalletSelected', wallet: rainbow },
      { type: 'downloadChosen', option: 'extension' },
    ])
    expect(withSteps.state.step).toBe('INSTRUCTIONS_EXTENSION')
    const bare = { ...rainbow, extension: undefined }
    const without = run([
      { type: 'getChosen' },
      { type: 'getWalletSelected', wallet: bare },
      { type: 'downloadChosen', option: 'extension' },
    ])
    expect(without.state.step).toBe('CONNECT')
  })

  test('behavior: back from a download step keeps the wallet; back to GET drops it', () => {
    const { state } = run([
      { type: 'getChosen' },
      { type: 'getWalletSelected', wallet: rainbow },
      { type: 'downloadChosen', option: 'mobile' },
    ])
    expect(backTarget(state)).toBe('DOWNLOAD_OPTIONS')
    const options = run([{ type: 'wentBack' }], state).state
    expect(options).toMatchObject({ step: 'DOWNLOAD_OPTIONS', wallet: rainbow })
    expect(run([{ type: 'wentBack' }], options).state).toEqual({ step: 'GET', history: ['NONE'] })
  })

  test('behavior: GET from the QR code keeps the pairing, and back shows it again', () => {
    const scanning = run([
      { type: 'walletSelected', wallet: rainbow },
      { type: 'connectionUriReceived', walletId: 'rainbow', uri: 'wc:q@2' },
    ]).state
    const options = run([{ type: 'getWalletSelected', wallet: rainbow }], scanning).state
    expect(options).toMatchObject({ step: 'DOWNLOAD_OPTIONS', history: ['NONE', 'CONNECT'], qrUri: 'wc:q@2' })
    expect(run([{ type: 'wentBack' }], options).state).toMatchObject({
      step: 'CONNECT',
      qrUri: 'wc:q@2',
      connectState: 'connecting',
    })
  })

  test('behavior: the Connect button of the mobile instructions connects, and back returns to them', () => {
    const instructions = run([
      { type: 'getChosen' },
      { type: 'getWalletSelected', wallet: rainbow },
      { type: 'downloadChosen', option: 'mobile' },
      { type: 'continued' },
    ]).state
    const connecting = run([{ type: 'walletSelected', wallet: rainbow }], instructions)
    expect(connecting.effects).toEqual([{ type: 'connect', walletId: 'rainbow' }])
    expect(backTarget(connecting.state)).toBe('INSTRUCTIONS_MOBILE')
  })

  test('behavior: going forward to a step already in the history shortens the history', () => {
    const bare = { ...rainbow, qrCode: undefined }
    const { state } = run([
      { type: 'getChosen' },
      { type: 'getWalletSelected', wallet: bare },
      { type: 'downloadChosen', option: 'mobile' },
      { type: 'continued' },
      { type: 'getWalletSelected', wallet: bare },
    ])
    expect(state).toMatchObject({ step: 'DOWNLOAD_OPTIONS', history: ['NONE', 'GET'] })
  })

  test('behavior: a wallet chosen in the list while on GET goes back to GET, then to the intro', () => {
    const { state } = run([{ type: 'getChosen' }, { type: 'walletSelected', wallet: metaMask }])
    expect(state).toMatchObject({ step: 'CONNECT', history: ['NONE', 'GET'], wallet: metaMask })
    const get = run([{ type: 'wentBack' }], state).state
    expect(get).toEqual({ step: 'GET', history: ['NONE'] })
    expect(run([{ type: 'wentBack' }], get).state).toEqual(INITIAL_CONNECT_PANEL)
  })

  test('behavior: another wallet chosen in the list keeps the wallet-less steps that led to the previous one', () => {
    const { state } = run([
      { type: 'getChosen' },
      { type: 'getWalletSelected', wallet: rainbow },
      { type: 'walletSelected', wallet: metaMask },
    ])
    expect(state).toMatchObject({ step: 'CONNECT', history: ['NONE', 'GET'], wallet: metaMask })
    const fromIntro = run([
      { type: 'walletSelected', wallet: rainbow },
      { type: 'walletSelected', wallet: metaMask },
    ]).state
    expect(fromIntro).toMatchObject({ step: 'CONNECT', history: ['NONE'], wallet: metaMask })
  })

  test('behavior: events that do not apply return the same reference', () => {
    const get = run([{ type: 'getChosen' }]).state
    for (const event of [
      { type: 'learnChosen' },
      { type: 'getChosen' },
      { type: 'continued' },
      { type: 'retried' },
      { type: 'downloadChosen', option: 'mobile' },
    ] as const) {
      expect(connectPanel(get, event)[0]).toBe(get)
    }
    expect(connectPanel(INITIAL_CONNECT_PANEL, { type: 'wentBack' })[0]).toBe(INITIAL_CONNECT_PANEL)
    expect(connectPanel(INITIAL_CONNECT_PANEL, { type: 'modalClosed' })[0]).toBe(INITIAL_CONNECT_PANEL)
    expect(connectPanel(INITIAL_CONNECT_PANEL, { type: 'getWalletSelected', wallet: rainbow })[0]).toBe(
      INITIAL_CONNECT_PANEL,
    )
  })

  test('behavior: RESET starts over', () => {
    const { state } = run([{ type: 'walletSelected', wallet: rainbow }, { type: 'modalClosed' }])
    expect(state).toBe(INITIAL_CONNECT_PANEL)
  })
})
