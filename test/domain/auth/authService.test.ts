import { getAddress } from 'viem'
import { beforeEach, describe, expect, test } from 'vitest'
import { AuthService } from '../../../src/domain/auth/authService'
import { PREFETCHED_NONCE_MAX_AGE_MS } from '../../../src/domain/auth/prefetchedNonce'
import type { AuthState } from '../../../src/domain/auth/authStatus'
import { mapWalletError } from '../../../src/adapters/eip1193/mapWalletError'
import { BaseError } from '../../../src/domain/errors/baseError'
import type { Hex } from '../../../src/domain/shared/hex'
import { MemoryAuthApi } from '../../support/memoryAuthApi'
import { signInSteps, type TestSignInRequest } from '../../support/signInSteps'
import { alice, bob } from '../../support/siweSigning'

let api: MemoryAuthApi
let auth: AuthService
/** The app's sign-in step over `auth` (src/app/signInWiring.ts). */
let flow: ReturnType<typeof signInSteps>
const NOW = Date.parse('2024-05-01T12:00:00.000Z')

/** Waits until queued promise callbacks have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Waits until the nonce fetch prepare started has answered. */
async function prepared() {
  await settle()
}

function request(overrides: Partial<TestSignInRequest> = {}): TestSignInRequest {
  return {
    address: alice.address,
    chainId: 1,
    sign: (message) => alice.signMessage({ message }),
    domain: 'localhost:8080',
    uri: 'http://localhost:8080',
    ...overrides,
  }
}

const rejectWith = (err: unknown) => (): Promise<Hex> => Promise.reject(err)

beforeEach(() => {
  api = new MemoryAuthApi()
  auth = new AuthService({ api })
  flow = signInSteps(auth, api, { now: () => NOW })
})

describe('AuthService', () => {
  test('default', async () => {
    expect(auth.getSnapshot()).toEqual({ status: 'loading' })
    expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
    await auth.start()
    expect(auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
  })

  test('behavior: start restores a live server session', async () => {
    api.session = { address: alice.address, chainId: 1 }
    await auth.start()
    expect(auth.getSnapshot()).toEqual({ status: 'authenticated', session: { address: alice.address, chainId: 1 } })
  })

  test('behavior: a failing session call counts as signed out', async () => {
    api.failing.add('getSession')
    await auth.start()
    expect(auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
  })

  test('parameters: without an AuthApi the state is off, and stays off', async () => {
    const off = new AuthService({})
    await off.start()
    expect(off.getSnapshot()).toEqual({ status: 'off' })
    off.accept({ address: alice.address, chainId: 1 })
    expect(off.getSnapshot()).toEqual({ status: 'off' })
    await off.signOut()
    expect(off.getSnapshot()).toEqual({ status: 'off' })
  })

  test('behavior: sign in with the prefetched nonce, through signing and verifying', async () => {
    await auth.start()
    flow.prepare()
    await prepared()
    const [nonce] = [...api.issued]
    const seen: string[] = []
    flow.dialog.subscribe(() => seen.push(flow.dialog.getSnapshot().status))
    await flow.signIn(request())
    expect(seen).toEqual(['idle', 'signing', 'verifying', 'idle'])
    expect(auth.getSnapshot()).toEqual({ status: 'authenticated', session: { address: alice.address, chainId: 1 } })
    expect(api.messages).toEqual([
      `localhost:8080 wants you to sign in with your Ethereum account:\n${alice.address}\n\nSign in with Ethereum to the app.\n\n` +
        `URI: http://localhost:8080\nVersion: 1\nChain ID: 1\nNonce: ${nonce}\nIssued At: 2024-05-01T12:00:00.000Z`,
    ])
  })

  test('parameters: a lower-case wallet address is checksummed and a custom statement used', async () => {
    const custom = new AuthService({ api })
    const customFlow = signInSteps(custom, api, { statement: 'Sign in to Creators Studio' })
    await custom.start()
    await customFlow.signIn(request({ address: alice.address.toLowerCase() as Hex }))
    expect(custom.getSnapshot()).toMatchObject({ status: 'authenticated' })
    expect(api.messages[0]).toContain(`\n${getAddress(alice.address)}\n\nSign in to Creators Studio\n`)
  })

  test('behavior: the verifying state holds while the server checks', async () => {
    await auth.start()
    const release = api.hold('verify')
    const done = flow.signIn(request())
    await settle()
    await settle()
    expect(flow.dialog.getSnapshot()).toEqual({ status: 'verifying' })
    await flow.signIn(request()) // ignored: an attempt is under way
    release()
    await done
    expect(api.messages).toHaveLength(1)
    expect(auth.getSnapshot()).toMatchObject({ status: 'authenticated' })
  })

  // What the wallet threw, as the session hands it out: mapped once by the wallet adapter.
  test.each([
    ['a BaseError user-rejected', new BaseError('User rejected the request.', { code: 'user-rejected' })],
    ['EIP-1193 code 4001', mapWalletError(Object.assign(new Error('denied'), { code: 4001 }), 'sign')],
    ['a message only', mapWalletError(new Error('User denied message signature'), 'sign')],
  ])('behavior: a user rejection (%s) returns to idle without a message and keeps the nonce', async (_, err) => {
    await auth.start()
    await flow.signIn(request({ sign: rejectWith(err) }))
    expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
    expect(auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
    expect(api.issued.size).toBe(1)
    await flow.signIn(request())
    expect(auth.getSnapshot()).toMatchObject({ status: 'authenticated' })
    expect(api.issued.size).toBe(0)
  })

  describe('a nonce prefetched when the step opened', () => {
    let now = NOW
    beforeEach(async () => {
      now = NOW
      const clock = { now: () => now }
      api = new MemoryAuthApi(clock)
      auth = new AuthService({ api })
      flow = signInSteps(auth, api, { now: clock.now })
      await auth.start()
      flow.prepare()
      await prepared()
    })
    const usedNonce = () => /\nNonce: (\w+)\n/.exec(api.messages[0] ?? '')?.[1]

    test('behavior: after 10 minutes on the step, the first signature signs in with a fresh nonce', async () => {
      const [prefetched] = [...api.issued]
      now += 10 * 60_000
      await flow.signIn(request())
      expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
      expect(auth.getSnapshot()).toMatchObject({ status: 'authenticated' })
      expect(usedNonce()).not.toBe(prefetched)
    })

    test('parameters: PREFETCHED_NONCE_MAX_AGE_MS (5 minutes, half the lifetime) is the age from which it is replaced', async () => {
      expect(PREFETCHED_NONCE_MAX_AGE_MS).toBe(5 * 60_000)
      now += PREFETCHED_NONCE_MAX_AGE_MS - 1
      flow.prepare()
      await prepared()
      expect(api.issued.size).toBe(1)
      now += 1
      flow.prepare()
      await prepared()
      const [, fresh] = [...api.issued]
      await flow.signIn(request())
      expect(usedNonce()).toBe(fresh)
    })
  })

  test('behavior: a failed signature shows the signing message', async () => {
    await auth.start()
    await flow.signIn(request({ sign: rejectWith(new Error('device disconnected')) }))
    expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle', failure: { code: 'sign-in-sign' } })
  })

  test('behavior: a nonce that cannot be fetched shows the preparing message, and a retry fetches again', async () => {
    await auth.start()
    api.failing.add('getNonce')
    flow.prepare()
    await prepared()
    expect(flow.dialog.getSnapshot()).toEqual({
      status: 'idle',
      failure: { code: 'sign-in-prepare' },
    })
    await flow.signIn(request())
    expect(flow.dialog.getSnapshot()).toEqual({
      status: 'idle',
      failure: { code: 'sign-in-prepare' },
    })
    api.failing.delete('getNonce')
    await flow.signIn(request())
    expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
    expect(auth.getSnapshot()).toMatchObject({ status: 'authenticated' })
  })

  test('behavior: a refused verification shows the verifying message and prefetches a new nonce', async () => {
    await auth.start()
    await flow.signIn(request({ sign: (message) => bob.signMessage({ message }) }))
    expect(flow.dialog.getSnapshot()).toEqual({
      status: 'idle',
      failure: { code: 'sign-in-verify' },
    })
    await settle()
    expect(api.issued.size).toBe(1)
    await flow.signIn(request())
    expect(auth.getSnapshot()).toMatchObject({ status: 'authenticated' })
  })

  test('behavior: anything unexpected shows the oops message', async () => {
    await auth.start()
    await flow.signIn(request({ domain: 'not a domain' }))
    expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle', failure: { code: 'unknown' } })
  })

  test('behavior: sign out ends the session here and on the server, even when the server call fails', async () => {
    await auth.start()
    await flow.signIn(request())
    await auth.signOut()
    expect(auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
    expect(api.session).toBeNull()
    await flow.signIn(request())
    api.failing.add('logout')
    await auth.signOut()
    expect(auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
  })

  test.each([
    ['another account', { address: bob.address, chainId: 1 }, 'unauthenticated'],
    ['another chain', { address: alice.address, chainId: 5 }, 'unauthenticated'],
    ['a disconnect', null, 'unauthenticated'],
    ['the same wallet, lower case', { address: alice.address.toLowerCase() as Hex, chainId: 1 }, 'authenticated'],
  ])('behavior: a wallet change to %s', async (_, wallet, status) => {
    await auth.start()
    await flow.signIn(request())
    await auth.onWalletChanged(wallet)
    expect(auth.getSnapshot().status).toBe(status)
    expect(api.session === null).toBe(status === 'unauthenticated')
  })

  describe('a wallet change while signing in', () => {
    const ALICE = { address: alice.address, chainId: 1 }
    const changes = [
      ['another account', { address: bob.address, chainId: 1 }],
      ['another chain', { address: alice.address, chainId: 5 }],
      ['a disconnect', null],
    ] as const

    beforeEach(async () => {
      await auth.start()
      await auth.onWalletChanged(ALICE)
    })

    /** Waits (a few macrotasks at most) for the step to reach `status`: the message builder loads on first use. */
    async function reach(status: 'signing' | 'verifying') {
      for (let i = 0; i < 50 && flow.dialog.getSnapshot().status !== status; i++) await settle()
      expect(flow.dialog.getSnapshot()).toEqual({ status })
    }

    /** Signs as alice once `answer` is called, as a wallet prompt left open does. */
    function openPrompt() {
      let answer = () => {}
      const prompt = new Promise<void>((resolve) => (answer = resolve))
      const sign = async (message: string) => {
        await prompt
        return alice.signMessage({ message })
      }
      return { sign, answer: () => answer() }
    }

    test.each(changes)(
      'behavior: to %s during the prompt: the signature is not sent, the nonce is kept',
      async (_, wallet) => {
        const { sign, answer } = openPrompt()
        const done = flow.signIn(request({ sign }))
        await reach('signing')
        await auth.onWalletChanged(wallet)
        answer()
        await done
        expect(api.messages).toEqual([])
        expect(api.session).toBeNull()
        expect(auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
        expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
        expect(api.issued.size).toBe(1)
      },
    )

    test('behavior: the new account signs in with the nonce the dropped signature did not use', async () => {
      const { sign, answer } = openPrompt()
      const done = flow.signIn(request({ sign }))
      await reach('signing')
      await auth.onWalletChanged({ address: bob.address, chainId: 1 })
      answer()
      await done
      await flow.signIn(request({ address: bob.address, sign: (message) => bob.signMessage({ message }) }))
      expect(auth.getSnapshot()).toEqual({ status: 'authenticated', session: { address: bob.address, chainId: 1 } })
      expect(api.messages).toHaveLength(1)
      expect(api.issued.size).toBe(0)
    })

    test.each(changes)('behavior: to %s while verifying: the session made is revoked, not kept', async (_, wallet) => {
      const release = api.hold('verify')
      const done = flow.signIn(request())
      await reach('verifying')
      await auth.onWalletChanged(wallet)
      release()
      await done
      expect(api.messages).toHaveLength(1)
      expect(api.session).toBeNull()
      expect(auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
      expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
      await settle()
      expect(api.issued.size).toBe(1) // a fresh nonce for the next attempt
    })

    test('behavior: the step stays busy until the dropped session is revoked', async () => {
      const releaseVerify = api.hold('verify')
      const releaseLogout = api.hold('logout')
      const done = flow.signIn(request())
      await reach('verifying')
      await auth.onWalletChanged(null)
      releaseVerify()
      for (let i = 0; i < 50 && api.session === null; i++) await settle()
      await settle()
      expect(api.session).toEqual(ALICE)
      expect(auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
      expect(flow.dialog.getSnapshot()).toEqual({ status: 'verifying' })
      releaseLogout()
      await done
      expect(api.session).toBeNull()
      expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
    })

    test('behavior: a wallet that changes and comes back before the answer keeps the sign-in', async () => {
      const release = api.hold('verify')
      const done = flow.signIn(request())
      await reach('verifying')
      await auth.onWalletChanged({ address: bob.address, chainId: 1 })
      await auth.onWalletChanged(ALICE)
      release()
      await done
      expect(auth.getSnapshot()).toEqual({ status: 'authenticated', session: ALICE })
      expect(api.session).toEqual(ALICE)
    })
  })

  test('behavior: a wallet reported before the session loads is checked when it arrives', async () => {
    api.session = { address: alice.address, chainId: 1 }
    await auth.onWalletChanged({ address: bob.address, chainId: 1 })
    expect(auth.getSnapshot()).toEqual({ status: 'loading' })
    await auth.start()
    expect(auth.getSnapshot()).toEqual({ status: 'unauthenticated' })
  })

  test('behavior: state$ emits only on change', async () => {
    const states: AuthState[] = []
    const sub = auth.state$.subscribe((s) => states.push(s))
    await auth.start()
    await auth.onWalletChanged(null)
    await auth.signOut()
    sub.unsubscribe()
    expect(states).toEqual([{ status: 'loading' }, { status: 'unauthenticated' }])
  })
})
