import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ConnectionService } from '../../../src/domain/connection/connectionService'
import { LAST_WALLET_KEY } from '../../../src/domain/connection/walletStorage'
import { isAddress, type Address } from '../../../src/domain/shared/hex'
import { FakeWalletConnector, walletRejection } from '../../support/fakeWalletConnector'
import { FakeWalletDirectory } from '../../support/fakeWalletDirectory'
import { MemoryKeyValueStore } from '../../support/memoryKeyValueStore'
import { ALICE, BOB, CONFIGURED_CHAINS } from './testChains'

type Real = { service: ConnectionService; store: MemoryKeyValueStore; wallets: Map<string, FakeWalletConnector> }
/** A switch the wallet has not answered yet: it answers when the test says so (late, or never). */
type Held = { walletId: string; chainId: number; release: () => void; done: Promise<unknown> }
/** A wallet's connect prompt still open: the connects waiting for it (the first, and each one that joined it). */
type Asking = { walletId: string; release: () => void; done: Promise<unknown>[] }
/**
 * What the visitor should see: connected to a wallet with an account and chain, or not; the switch waiting for the
 * wallet, if any (only the newest request counts); the switches the wallet still holds, answered by AnswerHeld; the
 * wallet being connected, if any; the wallets whose connect prompt is open (one each), answered by AnswerConnect.
 */
type Model = {
  connected?: { walletId: string; address: Address; chainId: number } | undefined
  pending?: Held | undefined
  held: Held[]
  connecting?: string | undefined
  asking: Asking[]
}
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

function arm(wallet: FakeWalletConnector | undefined, method: 'connect' | 'switchChain', failure: Failure): void {
  if (!wallet || failure === 'none') return
  wallet.failNext(method, failure === 'error' ? new Error('boom') : walletRejection(failure))
}

function failedStatus(failure: Exclude<Failure, 'none'>): 'rejected' | 'failed' {
  return failure === 'error' ? 'failed' : 'rejected'
}

function check(model: Model, real: Real): void {
  const state = real.service.getSnapshot()
  expect(['connected', 'disconnected', 'connecting']).toContain(state.status)
  if (model.connecting) {
    expect(state).toEqual({ status: 'connecting', walletId: model.connecting })
    return expect(real.store.get(LAST_WALLET_KEY)).toBeUndefined()
  }
  if (!model.connected) return expect(state.status).toBe('disconnected')
  expect(state).toMatchObject({
    status: 'connected',
    walletId: model.connected.walletId,
    address: model.connected.address,
  })
  if (state.status !== 'connected') return
  expect(isAddress(state.address)).toBe(true)
  expect(state.chain).toEqual({ id: model.connected.chainId, unsupported: ![1, 5].includes(model.connected.chainId) })
  expect(state.switching?.chainId).toBe(model.pending?.chainId)
  expect(real.store.get(LAST_WALLET_KEY)).toBe(state.walletId)
}

/** The wallet moved `walletId` to `chainId` and said so: a chain change ends whatever switch was pending. */
function walletMoved(model: Model, walletId: string, chainId: number): void {
  if (model.connected?.walletId !== walletId || model.connected.chainId === chainId) return
  model.connected.chainId = chainId
  model.pending = undefined
}

class Connect implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly id: string,
    readonly failure: Failure,
  ) {}
  // A wallet whose prompt is open is joined, and answers only when told: ConnectUnanswered picks it.
  check = (model: Readonly<Model>): boolean => !model.asking.some((a) => a.walletId === this.id)
  async run(model: Model, real: Real): Promise<void> {
    const wallet = real.wallets.get(this.id)
    arm(wallet, 'connect', this.failure)
    await real.service.connect(this.id)
    wallet?.clearFailures()
    const address = wallet?.accounts[0]
    model.connected =
      wallet && address && this.failure === 'none' ? { walletId: this.id, address, chainId: wallet.chainId } : undefined
    model.pending = undefined
    model.connecting = undefined
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
    model.pending = undefined
    model.connecting = undefined
    expect(real.store.get(LAST_WALLET_KEY)).toBeUndefined()
    check(model, real)
  }
  toString = (): string => 'disconnect'
}

class SwitchChain implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly chainId: number,
    readonly failure: Failure,
  ) {}
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    const wallet = model.connected && real.wallets.get(model.connected.walletId)
    arm(wallet, 'switchChain', this.failure)
    await real.service.switchChain(this.chainId)
    const state = real.service.getSnapshot()
    // A request goes out unless the wallet is already there with nothing pending; it replaces a pending one.
    if (model.connected && wallet && (model.connected.chainId !== this.chainId || model.pending)) {
      const switched = wallet.switchChain !== undefined && this.failure === 'none'
      if (switched) model.connected.chainId = this.chainId
      model.pending = undefined
      const expectError = wallet.switchChain === undefined || this.failure === 'error'
      expect(state.status === 'connected' && state.switchError !== undefined).toBe(expectError)
    }
    wallet?.clearFailures()
    check(model, real)
  }
  toString = (): string => `switchChain(${this.chainId}, ${this.failure})`
}

/** The visitor chooses a chain and the wallet does not answer (yet): it is pending, replacing any other. */
class SwitchChainUnanswered implements fc.AsyncCommand<Model, Real> {
  constructor(readonly chainId: number) {}
  check = (model: Readonly<Model>): boolean => model.connected?.walletId === 'switcher'
  async run(model: Model, real: Real): Promise<void> {
    const walletId = model.connected!.walletId
    if (model.connected!.chainId === this.chainId && !model.pending) return check(model, real)
    const release = real.wallets.get(walletId)!.holdNext('switchChain')
    const held: Held = { walletId, chainId: this.chainId, release, done: real.service.switchChain(this.chainId) }
    model.held.push(held)
    model.pending = held
    check(model, real)
  }
  toString = (): string => `switchChain(${this.chainId}, unanswered)`
}

/** The wallet answers one of the switches it held, maybe long after a newer choice or a chain change. */
class AnswerHeld implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly failure: Failure,
  ) {}
  check = (model: Readonly<Model>): boolean => model.held.length > 0
  async run(model: Model, real: Real): Promise<void> {
    const [held] = model.held.splice(this.pick % model.held.length, 1)
    const wallet = real.wallets.get(held!.walletId)!
    arm(wallet, 'switchChain', this.failure)
    const before = real.service.getSnapshot()
    held!.release()
    const outcome = await held!.done
    wallet.clearFailures()
    const newest = model.pending === held
    // The command resolves to what its answer did: a failed answer to a replaced request is superseded.
    if (this.failure !== 'none')
      expect(outcome).toMatchObject({ status: newest ? failedStatus(this.failure) : 'superseded' })
    // A failed answer to a request that is no longer the newest changes nothing, whatever is pending now.
    if (this.failure !== 'none' && !newest) expect(real.service.getSnapshot()).toBe(before)
    if (this.failure === 'none') {
      // The fake wallet emits chainChanged when it switches, to whichever session listens now.
      walletMoved(model, held!.walletId, held!.chainId)
      if (newest) model.pending = undefined
    } else if (newest) {
      model.pending = undefined
      const state = real.service.getSnapshot()
      expect(state.status === 'connected' && state.switchError !== undefined).toBe(this.failure === 'error')
    }
    check(model, real)
  }
  toString = (): string => `answer held #${this.pick} (${this.failure})`
}

/**
 * The visitor picks a wallet and it does not answer (yet): its prompt stays open, also once the visitor moves on. A
 * wallet whose prompt is open is not asked again (a wallet refuses that: -32002): the pick waits for that prompt.
 */
class ConnectUnanswered implements fc.AsyncCommand<Model, Real> {
  constructor(readonly id: string) {}
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    const wallet = real.wallets.get(this.id)!
    const asking = model.asking.find((a) => a.walletId === this.id)
    const prompts = wallet.prompts
    const release = asking ? undefined : wallet.holdNext('connect')
    const done = real.service.connect(this.id)
    if (asking) asking.done.push(done)
    else model.asking.push({ walletId: this.id, release: release!, done: [done] })
    expect(wallet.prompts).toBe(asking ? prompts : prompts + 1)
    // A refusal (-32002, were the wallet asked again) would come back at once: seen by this check, not a later one.
    await new Promise((resolve) => setTimeout(resolve, 0))
    model.connected = undefined
    model.pending = undefined
    model.connecting = this.id
    check(model, real)
  }
  toString = (): string => `connect(${this.id}, unanswered)`
}

/** The wallet answers its open prompt: the visitor may be on it (it connects or fails), or have left it (nothing). */
class AnswerConnect implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly failure: Failure,
  ) {}
  check = (model: Readonly<Model>): boolean => model.asking.length > 0
  async run(model: Model, real: Real): Promise<void> {
    const [asking] = model.asking.splice(this.pick % model.asking.length, 1)
    const wallet = real.wallets.get(asking!.walletId)!
    arm(wallet, 'connect', this.failure)
    const before = real.service.getSnapshot()
    asking!.release()
    const outcomes = await Promise.all(asking!.done)
    wallet.clearFailures()
    if (model.connecting === asking!.walletId) {
      const address = wallet.accounts[0]
      const approved = address !== undefined && this.failure === 'none'
      // The newest pick (joined by any pick of the same wallet) gets the answer.
      const expected = approved ? 'connected' : this.failure === 'none' ? 'rejected' : failedStatus(this.failure)
      expect(outcomes[outcomes.length - 1]).toMatchObject({ status: expected })
      model.connecting = undefined
      model.connected = approved ? { walletId: wallet.id, address, chainId: wallet.chainId } : undefined
      if (!model.connected) expect(real.service.getSnapshot()).toMatchObject({ error: { code: expect.any(String) } })
    } else {
      // A prompt the visitor left (for another wallet, or by disconnecting): approved or not, it changes nothing.
      expect(real.service.getSnapshot()).toBe(before)
      for (const outcome of outcomes) expect(outcome).toEqual({ status: 'superseded' })
    }
    check(model, real)
  }
  toString = (): string => `answer connect #${this.pick} (${this.failure})`
}

class WalletSide implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly action: 'account' | 'chain' | 'empty' | 'disconnect',
    readonly chainId: number,
  ) {}
  check = (model: Readonly<Model>): boolean => model.connected !== undefined
  async run(model: Model, real: Real): Promise<void> {
    const wallet = real.wallets.get(model.connected!.walletId)!
    if (this.action === 'account') wallet.changeAccounts([wallet.accounts[0] === ALICE ? BOB : ALICE])
    if (this.action === 'chain') wallet.changeChain(this.chainId)
    if (this.action === 'empty') wallet.changeAccounts([])
    if (this.action === 'disconnect') wallet.walletDisconnect()
    if (this.action === 'account') model.connected!.address = wallet.accounts[0]!
    else if (this.action === 'chain') walletMoved(model, wallet.id, this.chainId)
    else {
      model.connected = undefined
      model.pending = undefined
    }
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

const unansweredArb = chainArb.map((id) => new SwitchChainUnanswered(id))
// Mostly the oldest held switch (a late answer), as often a rejection as an approval.
const answerArb = fc.tuple(fc.nat({ max: 2 }), fc.constantFrom(...FAILURES)).map(([pick, f]) => new AnswerHeld(pick, f))
const walletChainArb = chainArb.map((c) => new WalletSide('chain', c))
const unansweredConnectArb = fc.constantFrom('switcher', 'fixed').map((id) => new ConnectUnanswered(id))
const answerConnectArb = fc
  .tuple(fc.nat({ max: 1 }), fc.constantFrom(...FAILURES))
  .map(([pick, f]) => new AnswerConnect(pick, f))
const commandsArb = fc.commands(
  [
    fc.tuple(walletIdArb, failureArb).map(([id, f]) => new Connect(id, f)),
    fc.constant(new Reconnect()),
    fc.constant(new Disconnect()),
    fc.tuple(chainArb, failureArb).map(([id, f]) => new SwitchChain(id, f)),
    // Listed twice: unanswered switches, late answers and chain changes in the wallet meet in one run more often.
    unansweredArb,
    unansweredArb,
    answerArb,
    answerArb,
    walletChainArb,
    // Twice: wallet A, then B, then A again, their prompts open, is the sequence to meet.
    unansweredConnectArb,
    unansweredConnectArb,
    answerConnectArb,
    fc
      .tuple(fc.constantFrom('account' as const, 'chain' as const, 'empty' as const, 'disconnect' as const), chainArb)
      .map(([a, c]) => new WalletSide(a, c)),
    walletIdArb.map((id) => new ToggleReady(id)),
  ],
  { maxCommands: 30, size: 'medium' },
)

describe('ConnectionService', () => {
  test('behavior: connects and switches answered late or never, wallet events: any order is valid', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArb, async (commands) => {
        const wallets = new Map([
          ['switcher', new FakeWalletConnector({ id: 'switcher', accounts: [ALICE], chainId: 1 })],
          ['fixed', new FakeWalletConnector({ id: 'fixed', accounts: [BOB], chainId: 5, canSwitch: false })],
        ])
        const store = new MemoryKeyValueStore()
        // A wallet that is not ready is waited for until the time limit: 1 ms keeps the runs fast.
        const directory = new FakeWalletDirectory([...wallets.values()])
        const service = new ConnectionService({ directory, store, chains: CONFIGURED_CHAINS, reconnectTimeoutMs: 1 })
        await fc.asyncModelRun(() => ({ model: { held: [], asking: [] }, real: { service, store, wallets } }), commands)
        service.dispose()
      }),
      { numRuns: 300 },
    )
  })
})
