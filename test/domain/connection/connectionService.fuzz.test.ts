import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ConnectionService } from '../../../src/domain/connection/connectionService'
import { LAST_WALLET_KEY } from '../../../src/domain/connection/walletStorage'
import { isAddress, type Address } from '../../../src/domain/shared/hex'
import { FakeConnector, walletRejection } from './fakeConnector'
import { FakeWalletDirectory } from './fakeWalletDirectory'
import { MemoryKeyValueStore } from './memoryKeyValueStore'
import { ALICE, BOB, CONFIGURED_CHAINS } from './testChains'

type Real = { service: ConnectionService; store: MemoryKeyValueStore; wallets: Map<string, FakeConnector> }
/** What the visitor should see: connected to a wallet with an account and chain, or not. */
type Model = { connected?: { walletId: string; address: Address; chainId: number } | undefined }
type Failure = 'none' | 'code' | 'message' | 'error'

const FAILURES: Failure[] = ['none', 'code', 'message', 'error']
const failureArb: fc.Arbitrary<Failure> = fc.oneof(
  { arbitrary: fc.constant('none' as const), weight: 3 },
  { arbitrary: fc.constantFrom(...FAILURES), weight: 2 },
)
const chainArb = fc.constantFrom(1, 5, 10)
const walletIdArb = fc.oneof(
  { arbitrary: fc.constantFrom('switcher', 'fixed'), weight: 5 },
  { arbitrary: fc.constant('unknown'), weight: 1 },
)

function arm(wallet: FakeConnector | undefined, method: 'connect' | 'switchChain', failure: Failure): void {
  if (!wallet || failure === 'none') return
  wallet.failNext(method, failure === 'error' ? new Error('boom') : walletRejection(failure))
}

function check(model: Model, real: Real): void {
  const state = real.service.getSnapshot()
  expect(['connected', 'disconnected']).toContain(state.status)
  if (!model.connected) return expect(state.status).toBe('disconnected')
  expect(state).toMatchObject({ status: 'connected', walletId: model.connected.walletId, address: model.connected.address })
  if (state.status !== 'connected') return
  expect(isAddress(state.address)).toBe(true)
  expect(state.chain).toEqual({ id: model.connected.chainId, unsupported: ![1, 5].includes(model.connected.chainId) })
  expect(state.switching).toBeUndefined()
  expect(real.store.get(LAST_WALLET_KEY)).toBe(state.walletId)
}

class Connect implements fc.AsyncCommand<Model, Real> {
  constructor(readonly id: string, readonly failure: Failure) {}
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    const wallet = real.wallets.get(this.id)
    arm(wallet, 'connect', this.failure)
    await real.service.connect(this.id)
    wallet?.clearFailures()
    const address = wallet?.accounts[0]
    model.connected = wallet && address && this.failure === 'none' ? { walletId: this.id, address, chainId: wallet.chainId } : undefined
    if (!model.connected) expect(real.service.getSnapshot()).toMatchObject({ error: { code: expect.any(String) } })
    check(model, real)
  }
  toString = (): string => `connect(${this.id}, ${this.failure})`
}

class Reconnect implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    const last = real.store.get(LAST_WALLET_KEY)
    const wallet = typeof last === 'string' ? real.wallets.get(last) : undefined
    const before = real.service.getSnapshot().status
    await real.service.reconnect()
    const address = wallet?.accounts[0]
    if (before === 'disconnected' && wallet?.ready && wallet.authorised && address) {
      model.connected = { walletId: wallet.id, address, chainId: wallet.chainId }
    }
    check(model, real)
  }
  toString = (): string => 'reconnect'
}

class Disconnect implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    await real.service.disconnect()
    model.connected = undefined
    expect(real.store.get(LAST_WALLET_KEY)).toBeUndefined()
    check(model, real)
  }
  toString = (): string => 'disconnect'
}

class SwitchChain implements fc.AsyncCommand<Model, Real> {
  constructor(readonly chainId: number, readonly failure: Failure) {}
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    const wallet = model.connected && real.wallets.get(model.connected.walletId)
    arm(wallet, 'switchChain', this.failure)
    await real.service.switchChain(this.chainId)
    const state = real.service.getSnapshot()
    if (model.connected && wallet && model.connected.chainId !== this.chainId) {
      const switched = wallet.switchChain !== undefined && this.failure === 'none'
      if (switched) model.connected.chainId = this.chainId
      const expectError = wallet.switchChain === undefined || this.failure === 'error'
      expect(state.status === 'connected' && state.switchError !== undefined).toBe(expectError)
    }
    wallet?.clearFailures()
    check(model, real)
  }
  toString = (): string => `switchChain(${this.chainId}, ${this.failure})`
}

class WalletSide implements fc.AsyncCommand<Model, Real> {
  constructor(readonly action: 'account' | 'chain' | 'empty' | 'disconnect', readonly chainId: number) {}
  check = (model: Readonly<Model>): boolean => model.connected !== undefined
  async run(model: Model, real: Real): Promise<void> {
    const wallet = real.wallets.get(model.connected!.walletId)!
    if (this.action === 'account') wallet.changeAccounts([wallet.accounts[0] === ALICE ? BOB : ALICE])
    if (this.action === 'chain') wallet.changeChain(this.chainId)
    if (this.action === 'empty') wallet.changeAccounts([])
    if (this.action === 'disconnect') wallet.walletDisconnect()
    if (this.action === 'account') model.connected!.address = wallet.accounts[0]!
    else if (this.action === 'chain') model.connected!.chainId = this.chainId
    else model.connected = undefined
    check(model, real)
  }
  toString = (): string => `wallet ${this.action} ${this.chainId}`
}

class ToggleReady implements fc.AsyncCommand<Model, Real> {
  constructor(readonly id: string) {}
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    const wallet = real.wallets.get(this.id)
    if (wallet) wallet.ready = !wallet.ready
    check(model, real)
  }
  toString = (): string => `toggleReady(${this.id})`
}

const commandsArb = fc.commands([
  fc.tuple(walletIdArb, failureArb).map(([id, f]) => new Connect(id, f)),
  fc.constant(new Reconnect()),
  fc.constant(new Disconnect()),
  fc.tuple(chainArb, failureArb).map(([id, f]) => new SwitchChain(id, f)),
  fc.tuple(fc.constantFrom('account' as const, 'chain' as const, 'empty' as const, 'disconnect' as const), chainArb).map(([a, c]) => new WalletSide(a, c)),
  walletIdArb.map((id) => new ToggleReady(id)),
], { maxCommands: 30, size: 'medium' })

describe('ConnectionService', () => {
  test('behavior: connect, reconnect, disconnect, wallet events and switches in any order keep a valid state', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArb, async (commands) => {
        const wallets = new Map([
          ['switcher', new FakeConnector('switcher', [ALICE], 1)],
          ['fixed', new FakeConnector('fixed', [BOB], 5, { canSwitch: false })],
        ])
        const store = new MemoryKeyValueStore()
        // A wallet that is not ready is waited for until the time limit: 1 ms keeps the runs fast.
        const directory = new FakeWalletDirectory([...wallets.values()])
        const service = new ConnectionService({ directory, store, chains: CONFIGURED_CHAINS, reconnectTimeoutMs: 1 })
        await fc.asyncModelRun(() => ({ model: {}, real: { service, store, wallets } }), commands)
        service.dispose()
      }),
      { numRuns: 200, },
    )
  })
})
