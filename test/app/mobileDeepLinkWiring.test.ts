import { describe, expect, test } from 'vitest'
import { createMobileDeepLinkWiring, type PageVisibility } from '../../src/app/mobileDeepLinkWiring'
import { MemoryStore } from '../support/memoryStore'
import { ConnectionService } from '../../src/domain/connection/connectionService'
import { INITIAL_MOBILE_DEEP_LINK, mobileDeepLink } from '../../src/domain/connection/mobileDeepLink'
import { runMachine } from '../../src/domain/shared/machine'
import { FakeWalletConnector } from '../support/fakeWalletConnector'
import { FakeWalletDirectory } from '../support/fakeWalletDirectory'
import { ALICE, CONFIGURED_CHAINS } from '../domain/connection/testChains'

function setup(connectors: FakeWalletConnector[]) {
  const directory = new FakeWalletDirectory(connectors)
  const wallet = new ConnectionService({ directory, store: new MemoryStore(), chains: CONFIGURED_CHAINS })
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const win = new EventTarget()
  const links: string[] = []
  const timers: { ms: number; fire: () => void; signal: AbortSignal }[] = []
  const wiring = createMobileDeepLinkWiring({
    wallet,
    directory,
    navigate: (url) => void links.push(url),
    page: { document: doc, window: win } as unknown as PageVisibility,
    startTimer: (ms, fire, signal) => void timers.push({ ms, fire, signal }),
  })
  const machine = runMachine(mobileDeepLink, INITIAL_MOBILE_DEEP_LINK, wiring.handlers)
  const stop = wiring.follow?.(machine.send) ?? (() => {})
  return { machine, links, timers, stop, doc, win }
}

const rainbow = { id: 'rainbow', name: 'Rainbow', link: (uri: string) => `rainbow://wc?uri=${uri}` }

describe('createMobileDeepLinkWiring', () => {
  test('default: following the sheet prepares the WalletConnect pairing; a tap then follows the link inside the send', async () => {
    const pairing = new FakeWalletConnector({ id: 'walletConnect', uri: 'wc:p' })
    const { machine, links, timers } = setup([pairing, new FakeWalletConnector({ id: 'rainbow', accounts: [ALICE] })])
    await expect.poll(() => machine.getSnapshot().pairing).toEqual({ status: 'ready', round: 1, uri: 'wc:p#1' })
    machine.send({ type: 'walletTapped', wallet: rainbow })
    expect(links).toEqual(['rainbow://wc?uri=wc:p#1'])
    expect(timers.map((t) => t.ms)).toEqual([2_500])
    timers[0]!.fire()
    expect(machine.getSnapshot().step).toBe('didNotOpen')
  })

  test('behavior: pagehide counts as hidden, pageshow as shown; stopping the follow closes the sheet', async () => {
    const { machine, win, stop } = setup([new FakeWalletConnector({ id: 'walletConnect', uri: 'wc:p' })])
    await expect.poll(() => machine.getSnapshot().pairing.status).toBe('ready')
    machine.send({ type: 'walletTapped', wallet: rainbow })
    win.dispatchEvent(new Event('pagehide'))
    expect(machine.getSnapshot().step).toBe('away')
    win.dispatchEvent(new Event('pageshow'))
    expect(machine.getSnapshot().step).toBe('waiting')
    stop()
    expect(machine.getSnapshot()).toMatchObject({ step: 'choosing', pairing: { status: 'idle' } })
  })

  test('behavior: without a WalletConnect connector that pairs, the pairing is unavailable and a tap only connects', async () => {
    const { machine, links } = setup([new FakeWalletConnector({ id: 'rainbow', accounts: [ALICE] })])
    await expect.poll(() => machine.getSnapshot().pairing.status).toBe('unavailable')
    machine.send({ type: 'walletTapped', wallet: rainbow })
    expect(links).toEqual([])
    expect(machine.getSnapshot().step).toBe('chosen')
  })

  test('behavior: the timer stops with the machine', () => {
    const { machine, timers } = setup([])
    machine.send({ type: 'pairingReady', round: 1, uri: 'wc:x' })
    machine.send({ type: 'walletTapped', wallet: rainbow })
    machine.dispose()
    expect(timers.every((t) => t.signal.aborted)).toBe(true)
  })
})
