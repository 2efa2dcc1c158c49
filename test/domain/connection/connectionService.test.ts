import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  ConnectionService,
  RECONNECT_TIMEOUT_MS,
  SWITCH_CHAIN_UNSUPPORTED_MESSAGE,
} from '../../../src/domain/connection/connectionService'
import { ANNOUNCE_WAIT_MS } from '../../../src/domain/connection/reconnectWithin'
import type { WalletSession } from '../../../src/domain/connection/walletSession'
import { LAST_WALLET_KEY, RECENT_WALLETS_KEY } from '../../../src/domain/connection/walletStorage'
import {
  FakeWalletConnector,
  type FakeWalletConnectorOptions,
  REQUEST_ALREADY_PENDING,
} from '../../support/fakeWalletConnector'
import { FakeWalletDirectory } from '../../support/fakeWalletDirectory'
import { MemoryKeyValueStore } from '../../support/memoryKeyValueStore'
import { ALICE, BOB, CONFIGURED_CHAINS } from './testChains'

function setup(
  connectors: FakeWalletConnector[] = [new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })],
) {
  const store = new MemoryKeyValueStore()
  const directory = new FakeWalletDirectory(connectors)
  const service = new ConnectionService({ directory, store, chains: CONFIGURED_CHAINS })
  const states: WalletSession[] = []
  service.state$.subscribe((s) => states.push(s))
  return { store, directory, service, states, wallet: connectors[0]! }
}

describe('ConnectionService', () => {
  test('default: disconnected without error', () => {
    expect(setup().service.getSnapshot()).toEqual({ status: 'disconnected' })
  })

  test('behavior: connect goes through connecting (with the pairing uri) to connected, and is remembered', async () => {
    const wc = new FakeWalletConnector({ id: 'walletConnect', accounts: [BOB], chainId: 5, uri: 'wc:pair@2' })
    const { service, states, store } = setup([wc])
    await expect(service.connect('walletConnect')).resolves.toEqual({ status: 'connected' })
    expect(states).toContainEqual({ status: 'connecting', walletId: 'walletConnect', uri: 'wc:pair@2' })
    expect(service.getSnapshot()).toEqual({
      status: 'connected',
      walletId: 'walletConnect',
      address: BOB,
      chain: { id: 5, unsupported: false },
      canSwitchChain: true,
    })
    expect(store.get(LAST_WALLET_KEY)).toBe('walletConnect')
    expect(store.get(RECENT_WALLETS_KEY)).toEqual(['walletConnect'])
  })

  test('behavior: the unsupported flag comes from the configured chains, not from the wallet', async () => {
    const { service } = setup([new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 137 })])
    await service.connect('metaMask')
    expect(service.getSnapshot()).toMatchObject({ chain: { id: 137, unsupported: true } })
  })

  test.each(['code', 'message'] as const)(
    'behavior: a rejected connect (by %s) is disconnected with user-rejected',
    async (kind) => {
      const { service, wallet, store } = setup()
      wallet.rejectNext('connect', kind)
      await expect(service.connect('metaMask')).resolves.toMatchObject({
        status: 'rejected',
        error: { code: 'user-rejected' },
      })
      const state = service.getSnapshot()
      expect(state.status).toBe('disconnected')
      expect(state.status === 'disconnected' && state.error).toMatchObject({
        code: 'user-rejected',
        shortMessage: 'User rejected the request.',
      })
      expect(store.get(LAST_WALLET_KEY)).toBeUndefined()
    },
  )

  test('behavior: an empty account list is a rejection, any other failure is connect-failed', async () => {
    const { service, wallet } = setup([new FakeWalletConnector({ id: 'coinbase', accounts: [], chainId: 1 })])
    await expect(service.connect('coinbase')).resolves.toMatchObject({ status: 'rejected' })
    expect(service.getSnapshot()).toMatchObject({ status: 'disconnected', error: { code: 'user-rejected' } })
    wallet.accounts = [ALICE]
    wallet.failNext('connect', new Error('boom'))
    await expect(service.connect('coinbase')).resolves.toMatchObject({
      status: 'failed',
      error: { code: 'connect-failed' },
    })
    expect(service.getSnapshot()).toMatchObject({
      status: 'disconnected',
      error: { code: 'connect-failed', shortMessage: 'Failed to connect the wallet.' },
    })
  })

  test('parameters: an unknown wallet id -> connector-not-found', async () => {
    const { service } = setup()
    await expect(service.connect('nope')).resolves.toMatchObject({
      status: 'failed',
      error: { code: 'connector-not-found' },
    })
    expect(service.getSnapshot()).toMatchObject({
      status: 'disconnected',
      error: { code: 'connector-not-found', shortMessage: 'Connector not found' },
    })
  })

  test('behavior: a newer connect supersedes a pending one', async () => {
    const slow = new FakeWalletConnector({ id: 'slow', accounts: [ALICE], chainId: 1 })
    const fast = new FakeWalletConnector({ id: 'fast', accounts: [BOB], chainId: 5 })
    const { service } = setup([slow, fast])
    const release = slow.holdNext('connect')
    const first = service.connect('slow')
    await expect(service.connect('fast')).resolves.toEqual({ status: 'connected' })
    release()
    await expect(first).resolves.toEqual({ status: 'superseded' })
    expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'fast', address: BOB })
  })

  test('behavior: a second connect to the wallet still asking joins it: one prompt, and its approval connects', async () => {
    const { service, wallet, store, states } = setup()
    const approve = wallet.holdNext('connect')
    const first = service.connect('metaMask')
    // A double tap, or Escape and the same wallet again: the wallet's prompt is still open.
    const second = service.connect('metaMask')
    approve()
    expect(await Promise.all([first, second])).toEqual([{ status: 'connected' }, { status: 'connected' }])
    expect(wallet.prompts).toBe(1)
    expect(states.map((s) => s.status)).toEqual(['disconnected', 'connecting', 'connected'])
    expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'metaMask', address: ALICE })
    expect(store.get(LAST_WALLET_KEY)).toBe('metaMask')
  })

  test('behavior: a joined connect sees the same rejection; the next connect asks again (RETRY)', async () => {
    const { service, wallet } = setup()
    const answer = wallet.holdNext('connect')
    wallet.rejectNext('connect', 'code')
    const first = service.connect('metaMask')
    const second = service.connect('metaMask')
    answer()
    await Promise.all([first, second])
    expect(service.getSnapshot()).toMatchObject({ status: 'disconnected', error: { code: 'user-rejected' } })
    await service.connect('metaMask')
    expect(wallet.prompts).toBe(2)
    expect(service.getSnapshot()).toMatchObject({ status: 'connected', address: ALICE })
  })

  describe('a wallet left for another, its prompt still open', () => {
    /** The visitor picks metaMask, then rainbow, neither answering yet: each wallet's prompt stays open. */
    function leftForAnother(metaMaskOptions: FakeWalletConnectorOptions = {}) {
      const metaMask = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1, ...metaMaskOptions })
      const rainbow = new FakeWalletConnector({ id: 'rainbow', accounts: [BOB], chainId: 5 })
      const ctx = setup([metaMask, rainbow])
      const answerMetaMask = metaMask.holdNext('connect')
      const answerRainbow = rainbow.holdNext('connect')
      const first = ctx.service.connect('metaMask')
      void ctx.service.connect('rainbow')
      return { ...ctx, metaMask, rainbow, answerMetaMask, answerRainbow, first }
    }

    test('behavior: picked again, it is not asked again; approving its open prompt connects it', async () => {
      const { service, store, metaMask, answerMetaMask } = leftForAnother()
      // A second eth_requestAccounts would be refused (-32002) and the open prompt's approval then ignored.
      const again = service.connect('metaMask')
      expect(service.getSnapshot()).toEqual({ status: 'connecting', walletId: 'metaMask' })
      answerMetaMask()
      await again
      expect(metaMask.prompts).toBe(1)
      expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'metaMask', address: ALICE })
      expect(store.get(LAST_WALLET_KEY)).toBe('metaMask')
      // The first pick's answer is this very session: it is not handed back.
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(metaMask.authorised).toBe(true)
    })

    test('behavior: each wallet keeps its own: back to the other one, its open prompt connects it', async () => {
      const { service, metaMask, rainbow, answerMetaMask, answerRainbow, first } = leftForAnother()
      void service.connect('metaMask')
      const back = service.connect('rainbow')
      expect(service.getSnapshot()).toEqual({ status: 'connecting', walletId: 'rainbow' })
      answerRainbow()
      await back
      expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'rainbow', address: BOB })
      // metaMask's prompt is still open: approved now, it does not take over; picked, it joins it.
      answerMetaMask()
      await first
      expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'rainbow' })
      await service.connect('metaMask')
      expect([metaMask.prompts, rainbow.prompts]).toEqual([2, 1])
      expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'metaMask', address: ALICE })
    })

    test('behavior: the pairing uri it announced shows again when it is picked again', async () => {
      const { service, metaMask } = leftForAnother({ uri: 'wc:pair@2' })
      void service.connect('metaMask')
      expect(service.getSnapshot()).toEqual({ status: 'connecting', walletId: 'metaMask', uri: 'wc:pair@2' })
      expect(metaMask.prompts).toBe(1)
    })

    test('behavior: a rejection of the joined prompt is shown; RETRY asks again', async () => {
      const { service, metaMask, answerMetaMask } = leftForAnother()
      metaMask.rejectNext('connect', 'code')
      const again = service.connect('metaMask')
      answerMetaMask()
      await again
      expect(service.getSnapshot()).toMatchObject({ status: 'disconnected', error: { code: 'user-rejected' } })
      await service.connect('metaMask')
      expect(metaMask.prompts).toBe(2)
      expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'metaMask', address: ALICE })
    })

    test('behavior: approved meanwhile, it does not connect and is forgotten: picked, it is asked anew', async () => {
      const { service, metaMask, answerMetaMask, first } = leftForAnother()
      answerMetaMask()
      await first
      // The visitor is on rainbow: an answer to a prompt they left does not take the session over, and the wallet is
      // asked to forget the site again (it would otherwise go on trusting a site the visitor did not connect it to).
      expect(service.getSnapshot()).toEqual({ status: 'connecting', walletId: 'rainbow' })
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(metaMask.authorised).toBe(false)
      // Nothing listens to metaMask any more (its pairing uri was only needed while its request was open).
      expect(metaMask.events$.observed).toBe(false)
      await service.connect('metaMask')
      expect(metaMask.prompts).toBe(2)
      expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'metaMask', address: ALICE })
    })

    test('behavior: approved after the visitor disconnected, it is handed back; not after dispose', async () => {
      for (const end of ['disconnect', 'dispose'] as const) {
        const { service, metaMask, answerMetaMask, first } = leftForAnother()
        if (end === 'disconnect') await service.disconnect()
        else service.dispose()
        answerMetaMask()
        await first
        await new Promise((resolve) => setTimeout(resolve, 0))
        expect(metaMask.authorised, end).toBe(end === 'dispose')
      }
    })

    test('behavior: a WalletConnect wallet approved while the visitor is on another one is not handed back (one shared session)', async () => {
      const { service, metaMask, rainbow, answerMetaMask, first } = leftForAnother()
      for (const wallet of [metaMask, rainbow]) Object.assign(wallet, { type: 'walletConnect' })
      answerMetaMask()
      await first
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(metaMask.authorised).toBe(true)
      expect(service.getSnapshot()).toEqual({ status: 'connecting', walletId: 'rainbow' })
    })

    test('behavior: leaving a WalletConnect wallet still pairing for another keeps the shared pairing (its session is not ended)', async () => {
      const metaMask = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE] })
      const rainbow = new FakeWalletConnector({ id: 'rainbow', accounts: [BOB] })
      const injected = new FakeWalletConnector({ id: 'injected', accounts: [ALICE] })
      for (const wallet of [metaMask, rainbow]) Object.assign(wallet, { type: 'walletConnect' })
      const { service } = setup([metaMask, rainbow, injected])
      metaMask.holdNext('connect')
      rainbow.holdNext('connect')
      void service.connect('metaMask')
      void service.connect('rainbow')
      // One provider, one pairing: ending MetaMask's would end (and clear the stored keys of) the one Rainbow joined.
      expect(metaMask.disconnects).toBe(0)
      // Another kind of wallet does end it, as before.
      void service.connect('injected')
      expect(rainbow.disconnects).toBe(1)
    })

    test('behavior: failed meanwhile, the failure is not shown; picked again, it is asked anew', async () => {
      const { service, metaMask, answerMetaMask, first } = leftForAnother()
      metaMask.failNext('connect', new Error('boom'))
      answerMetaMask()
      await first
      expect(service.getSnapshot()).toEqual({ status: 'connecting', walletId: 'rainbow' })
      await service.connect('metaMask')
      expect(metaMask.prompts).toBe(2)
      expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'metaMask', address: ALICE })
    })

    test('behavior: dispose stops listening to wallets whose prompt is still open', () => {
      const { service, metaMask, rainbow } = leftForAnother()
      service.dispose()
      expect([metaMask.events$.observed, rainbow.events$.observed]).toEqual([false, false])
    })
  })

  test('behavior: a wallet already asking for another page (its prompt left open before a reload) -> resource-unavailable', async () => {
    // Not waited for: we sent no request of our own, so no answer would ever come back to this page; the message says
    // to open the wallet, and RETRY after answering there connects at once.
    const { service, wallet } = setup()
    wallet.failNext('connect', REQUEST_ALREADY_PENDING)
    await service.connect('metaMask')
    expect(service.getSnapshot()).toMatchObject({
      status: 'disconnected',
      error: {
        code: 'resource-unavailable',
        shortMessage: 'A request is already pending in your wallet. Open your wallet to continue.',
      },
    })
  })

  test('behavior: recent wallets are most recent first, without repeats, at most 10', async () => {
    const connectors = Array.from(
      { length: 12 },
      (_, i) => new FakeWalletConnector({ id: `w${i}`, accounts: [ALICE], chainId: 1 }),
    )
    const { service, store } = setup(connectors)
    for (const c of connectors) await service.connect(c.id)
    await service.connect('w3')
    expect(service.recentWalletIds()).toEqual(['w3', 'w11', 'w10', 'w9', 'w8', 'w7', 'w6', 'w5', 'w4', 'w2'])
    expect(store.get(RECENT_WALLETS_KEY)).toEqual(service.recentWalletIds())
  })

  test('behavior: a corrupt recent list or last wallet never crashes', async () => {
    const { service, store } = setup()
    for (const bad of [42, { id: 'x' }, 'x'.repeat(10_000), ['ok', 7, null, 'ok'], null]) {
      store.plant(LAST_WALLET_KEY, bad)
      store.plant(RECENT_WALLETS_KEY, bad)
      await service.reconnect()
      expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
      expect(service.recentWalletIds().every((id) => typeof id === 'string')).toBe(true)
    }
    expect(service.recentWalletIds()).toEqual([])
  })
})

describe('ConnectionService.reconnect', () => {
  test('default: nothing stored -> straight to disconnected', async () => {
    const { service, states } = setup()
    await service.reconnect()
    expect(states.map((s) => s.status)).toEqual(['disconnected'])
  })

  test('behavior: the last wallet reconnects without a prompt', async () => {
    const { service, states, wallet, store } = setup()
    wallet.authorised = true
    store.set(LAST_WALLET_KEY, 'metaMask')
    const pending = service.reconnect()
    expect(service.getSnapshot()).toEqual({ status: 'reconnecting' })
    await pending
    expect(states.map((s) => s.status)).toEqual(['disconnected', 'reconnecting', 'connected'])
    expect(wallet.prompts).toBe(0)
  })

  test('behavior: a wallet that no longer authorises the app -> disconnected and forgotten', async () => {
    const { service, store } = setup()
    store.set(LAST_WALLET_KEY, 'metaMask')
    await service.reconnect()
    expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
    expect(store.get(LAST_WALLET_KEY)).toBeUndefined()
  })

  test('behavior: a wallet announced (EIP-6963) after the page started is waited for and restored', async () => {
    const { service, directory, store, states } = setup([])
    const late = new FakeWalletConnector({ id: 'io.rabby', accounts: [BOB], chainId: 1 })
    late.authorised = true
    store.set(LAST_WALLET_KEY, 'io.rabby')
    const pending = service.reconnect()
    expect(service.getSnapshot()).toEqual({ status: 'reconnecting' })
    directory.add(late)
    await pending
    expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'io.rabby', address: BOB })
    expect(states.map((s) => s.status)).toEqual(['disconnected', 'reconnecting', 'connected'])
    expect(directory.watchers).toBe(0)
    // Its events count: it is the wallet in use.
    late.changeAccounts([ALICE])
    expect(service.getSnapshot()).toMatchObject({ address: ALICE })
  })

  test('behavior: a listed wallet whose provider is announced late is tried once it is ready', async () => {
    const { service, directory, store, wallet } = setup()
    wallet.ready = false
    wallet.authorised = true
    store.set(LAST_WALLET_KEY, 'metaMask')
    const pending = service.reconnect()
    directory.changed()
    expect(service.getSnapshot()).toEqual({ status: 'reconnecting' })
    wallet.ready = true
    directory.changed()
    await pending
    expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'metaMask', address: ALICE })
  })

  test('behavior: a wallet not there within the announcement wait is not tried: disconnected without error, still remembered', async () => {
    vi.useFakeTimers()
    try {
      const { service, store, wallet, states, directory } = setup()
      wallet.ready = false
      wallet.authorised = true
      store.set(LAST_WALLET_KEY, 'metaMask')
      const pending = service.reconnect()
      // A removed or turned-off wallet: the Connect button shows after the announcement wait, not the whole time limit.
      await vi.advanceTimersByTimeAsync(ANNOUNCE_WAIT_MS - 1)
      expect(service.getSnapshot()).toEqual({ status: 'reconnecting' })
      await vi.advanceTimersByTimeAsync(1)
      await pending
      expect(states.map((s) => s.status)).toEqual(['disconnected', 'reconnecting', 'disconnected'])
      expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
      expect(store.get(LAST_WALLET_KEY)).toBe('metaMask')
      // No longer waited for: it shows up in the list, the visitor connects it.
      expect(directory.watchers).toBe(0)
      wallet.ready = true
      directory.changed()
      await vi.advanceTimersByTimeAsync(0)
      expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: a connect while the remembered wallet is awaited ends the wait', async () => {
    const rainbow = new FakeWalletConnector({ id: 'rainbow', accounts: [BOB], chainId: 5 })
    const { service, directory, store } = setup([rainbow])
    store.set(LAST_WALLET_KEY, 'metaMask')
    const pending = service.reconnect()
    await service.connect('rainbow')
    await pending
    expect(directory.watchers).toBe(0)
    const late = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    late.authorised = true
    directory.add(late)
    expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'rainbow', address: BOB })
  })

  test('behavior: a failing auto-connect shows no error', async () => {
    const { service, store, wallet } = setup()
    store.set(LAST_WALLET_KEY, 'metaMask')
    wallet.failNext('reconnect', new Error('rpc down'))
    await service.reconnect()
    expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
  })

  describe('time limit', () => {
    beforeEach(() => void vi.useFakeTimers())
    afterEach(() => void vi.useRealTimers())

    /** A remembered, authorised wallet whose eth_accounts stays unanswered until `answer()`. */
    function silentWallet() {
      const ctx = setup()
      ctx.wallet.authorised = true
      ctx.store.set(LAST_WALLET_KEY, 'metaMask')
      return { ...ctx, answer: ctx.wallet.holdNext('reconnect') }
    }

    test(`default: a silent wallet leaves loading after ${RECONNECT_TIMEOUT_MS} ms, without error, still remembered`, async () => {
      const { service, store } = silentWallet()
      const pending = service.reconnect()
      await vi.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS - 1)
      expect(service.getSnapshot()).toEqual({ status: 'reconnecting' })
      await vi.advanceTimersByTimeAsync(1)
      await pending
      expect(service.getSnapshot()).toEqual({ status: 'disconnected', waitingForWallet: true })
      expect(store.get(LAST_WALLET_KEY)).toBe('metaMask')
    })

    test('parameters: reconnectTimeoutMs', async () => {
      const { store, directory } = silentWallet()
      const service = new ConnectionService({ directory, store, chains: CONFIGURED_CHAINS, reconnectTimeoutMs: 200 })
      void service.reconnect()
      await vi.advanceTimersByTimeAsync(200)
      expect(service.getSnapshot().status).toBe('disconnected')
    })

    test('behavior: an answer after the time limit still restores the session', async () => {
      const { service, answer, states, wallet } = silentWallet()
      void service.reconnect()
      await vi.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS)
      answer()
      const restored = { status: 'connected', walletId: 'metaMask', address: ALICE }
      await vi.waitFor(() => expect(service.getSnapshot()).toMatchObject(restored))
      expect(states.map((s) => s.status)).toEqual(['disconnected', 'reconnecting', 'disconnected', 'connected'])
      expect(wallet.prompts).toBe(0)
    })

    test('behavior: a late "not authorised" forgets the wallet; a late failure keeps it; either ends the waiting', async () => {
      for (const late of ['not authorised', 'failure'] as const) {
        const { service, answer, wallet, store } = silentWallet()
        wallet.authorised = false
        if (late === 'failure') wallet.failNext('reconnect', new Error('rpc down'))
        void service.reconnect()
        await vi.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS)
        answer()
        await vi.waitFor(() => expect(service.getSnapshot()).toEqual({ status: 'disconnected' }))
        expect(store.get(LAST_WALLET_KEY)).toBe(late === 'failure' ? 'metaMask' : undefined)
      }
    })

    test.each(['metaMask', 'rainbow'])(
      'behavior: a connect (%s) after the time limit wins over the late answer',
      async (chosen) => {
        const rainbow = new FakeWalletConnector({ id: 'rainbow', accounts: [BOB], chainId: 5 })
        const metaMask = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
        const { service, store } = setup([metaMask, rainbow])
        metaMask.authorised = true
        store.set(LAST_WALLET_KEY, 'metaMask')
        const answer = metaMask.holdNext('reconnect')
        void service.reconnect()
        await vi.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS)
        const wallet = chosen === 'metaMask' ? metaMask : rainbow
        wallet.accounts = [BOB]
        const approve = wallet.holdNext('connect')
        const connecting = service.connect(chosen)
        answer()
        await vi.advanceTimersByTimeAsync(0)
        expect(service.getSnapshot()).toEqual({ status: 'connecting', walletId: chosen })
        approve()
        await connecting
        expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: chosen, address: BOB })
      },
    )
  })

  test('behavior: disconnect during reconnect wins', async () => {
    const { service, store, wallet } = setup()
    wallet.authorised = true
    store.set(LAST_WALLET_KEY, 'metaMask')
    const release = wallet.holdNext('reconnect')
    const pending = service.reconnect()
    expect(service.reconnect()).toBe(pending)
    await service.disconnect()
    release()
    await pending
    expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
  })
})

describe('ConnectionService events', () => {
  async function connected() {
    const ctx = setup()
    await ctx.service.connect('metaMask')
    return ctx
  }

  test('behavior: account and chain changes update the session', async () => {
    const { service, wallet } = await connected()
    wallet.changeAccounts([BOB])
    expect(service.getSnapshot()).toMatchObject({ address: BOB, chain: { id: 1, unsupported: false } })
    wallet.changeChain(10)
    expect(service.getSnapshot()).toMatchObject({ address: BOB, chain: { id: 10, unsupported: true } })
  })

  test.each(['empty accounts', 'disconnect event'] as const)(
    'behavior: %s -> disconnected and forgotten',
    async (how) => {
      const { service, wallet, store } = await connected()
      if (how === 'empty accounts') wallet.changeAccounts([])
      else wallet.walletDisconnect()
      expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
      expect(store.get(LAST_WALLET_KEY)).toBeUndefined()
      wallet.changeAccounts([BOB])
      expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
    },
  )

  test('behavior: events of a wallet no longer in use are ignored', async () => {
    const other = new FakeWalletConnector({ id: 'rainbow', accounts: [BOB], chainId: 5 })
    const first = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    const { service } = setup([first, other])
    await service.connect('metaMask')
    await service.connect('rainbow')
    first.changeChain(1)
    first.walletDisconnect()
    expect(service.getSnapshot()).toMatchObject({ status: 'connected', walletId: 'rainbow', address: BOB })
  })

  test('behavior: disconnect tells the wallet and forgets it', async () => {
    const { service, wallet, store } = await connected()
    wallet.failNext('disconnect', new Error('already gone'))
    await service.disconnect()
    expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
    expect(wallet.authorised).toBe(false)
    expect(store.get(LAST_WALLET_KEY)).toBeUndefined()
    expect(store.get(RECENT_WALLETS_KEY)).toEqual(['metaMask'])
  })
})

describe('ConnectionService.switchChain', () => {
  async function connected(options: FakeWalletConnectorOptions = {}) {
    const ctx = setup([new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1, ...options })])
    await ctx.service.connect('metaMask')
    return ctx
  }
  const session = { status: 'connected', walletId: 'metaMask', address: ALICE, canSwitchChain: true } as const

  test('default: the chain being switched to is pending until the wallet confirms', async () => {
    const { service, wallet } = await connected()
    const release = wallet.holdNext('switchChain')
    const pending = service.switchChain(5)
    expect(service.getSnapshot()).toMatchObject({ chain: { id: 1 }, switching: { chainId: 5 } })
    release()
    await expect(pending).resolves.toEqual({ status: 'switched' })
    expect(service.getSnapshot()).toEqual({ ...session, chain: { id: 5, unsupported: false } })
  })

  test('behavior: the wallet resolving without a chain event also completes the switch', async () => {
    const { service } = await connected({ emitOnSwitch: false })
    await service.switchChain(5)
    expect(service.getSnapshot()).toMatchObject({ chain: { id: 5 } })
    expect(service.getSnapshot()).not.toHaveProperty('switching')
  })

  test.each(['code', 'message'] as const)('behavior: a rejected switch (by %s) clears silently', async (kind) => {
    const { service, wallet } = await connected()
    wallet.rejectNext('switchChain', kind)
    await expect(service.switchChain(5)).resolves.toMatchObject({
      status: 'rejected',
      error: { code: 'user-rejected', shortMessage: 'User rejected the request.' },
    })
    expect(service.getSnapshot()).toEqual({ ...session, chain: { id: 1, unsupported: false } })
  })

  test('behavior: other failures are kept as switchError for the UI', async () => {
    const { service, wallet } = await connected()
    wallet.failNext('switchChain', { code: -32603, message: 'internal' })
    await expect(service.switchChain(5)).resolves.toMatchObject({ status: 'failed', error: { code: 'switch-chain' } })
    expect(service.getSnapshot()).toMatchObject({
      chain: { id: 1 },
      switchError: { code: 'switch-chain', shortMessage: 'An error occurred when attempting to switch chain.' },
    })
    await service.switchChain(5)
    expect(service.getSnapshot()).not.toHaveProperty('switchError')
  })

  test('parameters: a wallet without switchChain -> switch-chain-unsupported', async () => {
    const { service } = await connected({ canSwitch: false })
    expect(service.getSnapshot()).toMatchObject({ canSwitchChain: false })
    await expect(service.switchChain(5)).resolves.toMatchObject({
      status: 'failed',
      error: { code: 'switch-chain-unsupported' },
    })
    expect(service.getSnapshot()).toMatchObject({
      switchError: { code: 'switch-chain-unsupported', shortMessage: SWITCH_CHAIN_UNSUPPORTED_MESSAGE },
    })
  })

  test('behavior: switching to the current chain or while disconnected does nothing', async () => {
    const { service, states } = await connected()
    const before = service.getSnapshot()
    await expect(service.switchChain(1)).resolves.toEqual({ status: 'switched' })
    expect(service.getSnapshot()).toBe(before)
    await service.disconnect()
    const count = states.length
    await expect(service.switchChain(5)).resolves.toMatchObject({ status: 'failed' })
    expect(states.length).toBe(count)
  })

  test('behavior: while a switch waits for a wallet that never answers, another chain can be chosen', async () => {
    const { service, wallet } = await connected()
    wallet.holdNext('switchChain')
    void service.switchChain(5)
    const second = service.switchChain(10)
    expect(service.getSnapshot()).toMatchObject({ chain: { id: 1 }, switching: { chainId: 10 } })
    await expect(second).resolves.toEqual({ status: 'switched' })
    expect(service.getSnapshot()).toEqual({ ...session, chain: { id: 10, unsupported: true } })
  })

  test.each([5, 10])('behavior: a late rejection of a replaced switch leaves the newer one (to %i)', async (next) => {
    const { service, wallet } = await connected()
    const releaseFirst = wallet.holdNext('switchChain')
    const first = service.switchChain(5)
    const releaseSecond = wallet.holdNext('switchChain')
    const second = service.switchChain(next)
    wallet.rejectNext('switchChain', 'code')
    releaseFirst()
    await expect(first).resolves.toEqual({ status: 'superseded' })
    expect(service.getSnapshot()).toMatchObject({ chain: { id: 1 }, switching: { chainId: next } })
    expect(service.getSnapshot()).not.toHaveProperty('switchError')
    releaseSecond()
    await second
    expect(service.getSnapshot()).toEqual({ ...session, chain: { id: next, unsupported: next !== 5 } })
  })

  test('behavior: a late success of a replaced switch moves the chain by its event, ending the newer one', async () => {
    const { service, wallet } = await connected()
    const releaseFirst = wallet.holdNext('switchChain')
    const first = service.switchChain(5)
    wallet.holdNext('switchChain')
    void service.switchChain(10)
    releaseFirst()
    await first
    expect(service.getSnapshot()).toEqual({ ...session, chain: { id: 5, unsupported: false } })
  })

  test('behavior: a disconnect while switching drops the late answer', async () => {
    const { service, wallet } = await connected()
    const release = wallet.holdNext('switchChain')
    const pending = service.switchChain(5)
    await service.disconnect()
    release()
    await expect(pending).resolves.toEqual({ status: 'superseded' })
    expect(service.getSnapshot()).toEqual({ status: 'disconnected' })
  })
})

describe('ConnectionService.signMessage and sendTransaction', () => {
  const TO = BOB
  test('default: the connected wallet signs and sends', async () => {
    const { service } = setup()
    await service.connect('metaMask')
    await expect(service.signMessage({ address: ALICE, message: 'hi' })).resolves.toMatchObject({ status: 'signed' })
    await expect(service.sendTransaction({ from: ALICE, to: TO, value: 1n, chainId: 1 })).resolves.toMatchObject({
      status: 'sent',
      hash: expect.stringMatching(/^0x/),
    })
  })

  test('behavior: not connected -> failed, and no wallet is asked', async () => {
    const { service } = setup()
    await expect(service.signMessage({ address: ALICE, message: 'hi' })).resolves.toMatchObject({
      status: 'failed',
      error: { code: 'missing-argument' },
    })
    await expect(service.sendTransaction({ from: ALICE, to: TO, value: 1n, chainId: 1 })).resolves.toMatchObject({
      status: 'failed',
      error: { code: 'missing-argument' },
    })
  })
})

describe('ConnectionService.openedMobileLink', () => {
  test("behavior: goes to the connecting wallet's connector only", async () => {
    const kept: Array<{ href: string; name: string }> = []
    // A WalletConnect-like wallet: it keeps the app it was opened in.
    const wallet = Object.assign(new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 }), {
      rememberMobileLink: (link: { href: string; name: string }) => void kept.push(link),
    })
    const { service } = setup([wallet])
    const link = { href: 'https://metamask.app.link/wc?uri=x', name: 'MetaMask' }
    service.openedMobileLink(link)
    expect(kept).toEqual([])
    const approve = wallet.holdNext('connect')
    const done = service.connect('metaMask')
    service.openedMobileLink(link)
    expect(kept).toEqual([link])
    approve()
    await done
    service.openedMobileLink(link)
    expect(kept).toEqual([link])
  })
})

describe('ConnectionService.events$', () => {
  test('behavior: connect and disconnect, once each, whoever ends the session; account and chain changes are none', async () => {
    const { service, wallet } = setup()
    const events: string[] = []
    service.events$.subscribe((event) => events.push(event))
    await service.connect('metaMask')
    wallet.changeAccounts([BOB])
    wallet.changeChain(5)
    await service.switchChain(1)
    expect(events).toEqual(['connect'])
    await service.disconnect()
    expect(events).toEqual(['connect', 'disconnect'])
    await service.connect('metaMask')
    wallet.walletDisconnect()
    expect(events).toEqual(['connect', 'disconnect', 'connect', 'disconnect'])
  })

  test('behavior: a failed connect is no event', async () => {
    const { service, wallet } = setup()
    const events: string[] = []
    service.events$.subscribe((event) => events.push(event))
    wallet.rejectNext('connect', 'code')
    await service.connect('metaMask')
    expect(events).toEqual([])
  })
})
