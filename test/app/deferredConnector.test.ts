import { describe, expect, test } from 'vitest'
import { deferredConnector } from '../../src/app/deferredConnector'
import type { ConnectorEvent } from '../../src/ports/walletConnector'
import { ADDRESS, FakeWallet, fakeDirectory, option } from '../ui/connect/connectHarness'

function setup() {
  const wallet = new FakeWallet('injected', 'Browser Wallet')
  const directory = fakeDirectory([option('injected', 'Browser Wallet')], [wallet])
  let loads = 0
  const load = async () => (loads++, directory)
  return { wallet, load, loads: () => loads }
}

describe('deferredConnector', () => {
  test("default: every call waits for the directory and goes to the wallet's connector, whose events it forwards", async () => {
    const { wallet, load, loads } = setup()
    const connector = deferredConnector('injected', load)
    expect(connector.id).toBe('injected')
    expect(connector.isReady()).toBe(true)
    expect(loads()).toBe(0)
    const events: ConnectorEvent[] = []
    connector.events$.subscribe((e) => events.push(e))
    const connected = connector.connect()
    await expect.poll(() => wallet.isConnecting).toBe(true)
    wallet.approve()
    await expect(connected).resolves.toEqual({ accounts: [ADDRESS], chain: { id: 1, unsupported: false } })
    expect(events).toEqual([{ type: 'connecting' }])
    expect(connector.name).toBe('Browser Wallet')
    await connector.signMessage({ address: ADDRESS, message: 'hello' })
    expect(wallet.signatures).toEqual(['hello'])
    await expect(connector.sendTransaction({ from: ADDRESS, to: ADDRESS, value: 0n, chainId: 1 })).resolves.toBe(
      `0x${'1'.repeat(64)}`,
    )
  })

  test("behavior: switchChain is the loaded connector's: absent before the load and when the wallet has none", async () => {
    const { wallet, load } = setup()
    const switchable = wallet as { switchChain?: ((id: number) => Promise<void>) | undefined }
    const switched: number[] = []
    switchable.switchChain = async (id) => void switched.push(id)
    const connector = deferredConnector('injected', load)
    expect(connector.switchChain).toBeUndefined()
    await connector.reconnect()
    await connector.switchChain!(5)
    expect(switched).toEqual([5])
    switchable.switchChain = undefined
    expect(connector.switchChain).toBeUndefined()
  })

  test('behavior: a reconnect of a wallet that is not ready, or unknown, rejects (a failed auto-connect)', async () => {
    const notReady = new FakeWallet('injected', 'Browser Wallet', 1, false)
    const load = async () => fakeDirectory([option('injected', 'Browser Wallet')], [notReady])
    await expect(deferredConnector('injected', load).reconnect()).rejects.toThrow('Connector not found')
    await expect(deferredConnector('gone', load).connect()).rejects.toMatchObject({ code: 'connector-not-found' })
  })
})
