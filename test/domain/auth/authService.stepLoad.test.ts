import { getAddress } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { MemoryAuthApi } from '../../support/memoryAuthApi'
import { alice } from '../../support/siweSigning'

const request = {
  address: alice.address,
  chainId: 1,
  sign: (message: string) => alice.signMessage({ message }),
  domain: 'localhost:8080',
  uri: 'http://localhost:8080',
}

describe('AuthService', () => {
  test('behavior: a sign-in step whose code cannot load says so, and the next sign-in loads it again', async () => {
    vi.resetModules()
    vi.doMock('../../../src/domain/auth/signInStep', () => {
      throw new Error('the chunk did not load')
    })
    const { AuthService } = await import('../../../src/domain/auth/authService')
    const api = new MemoryAuthApi()
    const auth = new AuthService({ api, checksumAddress: getAddress })
    await auth.start()
    auth.prepare()
    await auth.signIn(request)
    expect(auth.dialog.getSnapshot()).toEqual({ status: 'idle', errorMessage: 'Oops, something went wrong!' })
    expect(api.issued.size).toBe(0)
    vi.doUnmock('../../../src/domain/auth/signInStep')
    await auth.signIn(request)
    expect(auth.dialog.getSnapshot()).toEqual({ status: 'idle' })
    expect(auth.getSnapshot()).toEqual({ status: 'authenticated', session: { address: alice.address, chainId: 1 } })
  })

  test('behavior: signing out clears that message before the step has ever loaded', async () => {
    vi.resetModules()
    vi.doMock('../../../src/domain/auth/signInStep', () => {
      throw new Error('the chunk did not load')
    })
    const { AuthService } = await import('../../../src/domain/auth/authService')
    const auth = new AuthService({ api: new MemoryAuthApi(), checksumAddress: getAddress })
    await auth.start()
    await auth.signIn(request)
    expect(auth.dialog.getSnapshot()).toMatchObject({ errorMessage: 'Oops, something went wrong!' })
    await auth.signOut()
    expect(auth.dialog.getSnapshot()).toEqual({ status: 'idle' })
    vi.doUnmock('../../../src/domain/auth/signInStep')
  })
})
