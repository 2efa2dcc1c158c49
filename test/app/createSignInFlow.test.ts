import { getAddress } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import type { WalletSession } from '../../src/domain/connection/walletSession'
import { MemoryAuthApi } from '../support/memoryAuthApi'
import { alice } from '../support/siweSigning'

/** The connected wallet as the sign-in flow reads it: alice on chain 1, signing with her key. */
const wallet = {
  getSnapshot: () => ({ status: 'connected', address: alice.address, chain: { id: 1 } }) as WalletSession,
  signMessage: async ({ message }: { message: string }) => ({
    status: 'signed' as const,
    signature: await alice.signMessage({ message }),
  }),
}

/** A flow whose step code (src/app/signInWiring.ts) does not load until the test lets it. */
async function flowWithoutItsCode() {
  vi.resetModules()
  vi.doMock('../../src/app/signInWiring', () => {
    throw new Error('the chunk did not load')
  })
  const { AuthService } = await import('../../src/domain/auth/authService')
  const { createSignInFlow } = await import('../../src/app/createSignInFlow')
  const api = new MemoryAuthApi()
  const auth = new AuthService({ api })
  const flow = createSignInFlow({
    auth,
    api,
    wallet,
    origin: 'https://localhost:8080',
    loadChecksum: async () => getAddress,
  })
  return { api, auth, flow }
}

describe('createSignInFlow', () => {
  test('behavior: a sign-in step whose code cannot load says so, and the next sign-in loads it again', async () => {
    const { api, auth, flow } = await flowWithoutItsCode()
    await auth.start()
    flow.prepare()
    await flow.signIn()
    expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle', failure: { code: 'unknown' } })
    expect(api.issued.size).toBe(0)
    vi.doUnmock('../../src/app/signInWiring')
    await flow.signIn()
    expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
    expect(auth.getSnapshot()).toEqual({ status: 'authenticated', session: { address: alice.address, chainId: 1 } })
  })

  test('behavior: signing out clears that message before the step has ever loaded', async () => {
    const { auth, flow } = await flowWithoutItsCode()
    await auth.start()
    await flow.signIn()
    expect(flow.dialog.getSnapshot()).toMatchObject({ failure: { code: 'unknown' } })
    await auth.signOut()
    expect(flow.dialog.getSnapshot()).toEqual({ status: 'idle' })
    vi.doUnmock('../../src/app/signInWiring')
  })
})
