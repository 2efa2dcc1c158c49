import { describe, expect, test } from 'vitest'
import { MemoryNonceStore } from '../../../src/adapters/memory/memoryNonceStore'
import { guardStore, StoreUnavailableError } from '../../../src/adapters/server/guardStore'
import type { NonceStore } from '../../../src/ports/nonceStore'
import { startAuthServer } from '../../support/authServer'

/** A NonceStore whose calls hang or fail while `mode` says so, and work as the memory store otherwise. */
function switchableNonceStore(): NonceStore & { mode: 'ok' | 'hang' | 'fail' } {
  const inner = new MemoryNonceStore()
  const store = {
    mode: 'ok' as 'ok' | 'hang' | 'fail',
    issue: (nonce: string, expiresAt: number, client?: string) => gate(() => inner.issue(nonce, expiresAt, client)),
    consume: (nonce: string, now: number) => gate(() => inner.consume(nonce, now)),
  }
  function gate<T>(call: () => Promise<T>): Promise<T> {
    if (store.mode === 'hang') return new Promise<T>(() => {})
    if (store.mode === 'fail') return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
    return call()
  }
  return store
}

describe('guardStore', () => {
  test('default', async () => {
    const guarded = guardStore('nonces', new MemoryNonceStore(), 50)
    await guarded.issue('abcdefgh12345678', Date.now() + 1_000)
    expect(await guarded.consume('abcdefgh12345678', Date.now())).toBe('ok')
  })

  test('behavior: a call still running at the deadline rejects with StoreUnavailableError', async () => {
    const store = switchableNonceStore()
    store.mode = 'hang'
    const err = await guardStore('nonces', store, 30)
      .consume('x', 0)
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(StoreUnavailableError)
    expect(err).toMatchObject({ code: 'store-unavailable', details: 'nonces.consume took over 30 ms' })
  })

  test('behavior: a failing call rejects with StoreUnavailableError, its cause kept', async () => {
    const store = switchableNonceStore()
    store.mode = 'fail'
    const err = (await guardStore('nonces', store, 1_000)
      .issue('x', 0)
      .catch((e: unknown) => e)) as StoreUnavailableError
    expect(err).toBeInstanceOf(StoreUnavailableError)
    expect(err.details).toBe('nonces.issue failed: connect ECONNREFUSED 127.0.0.1:5432')
    expect((err.cause as Error).message).toBe('connect ECONNREFUSED 127.0.0.1:5432')
  })

  test('behavior: the sign-in API answers 503 store-unavailable while the store hangs or fails, then recovers', async () => {
    const nonceStore = switchableNonceStore()
    const server = await startAuthServer({ nonceStore, storeDeadlineMs: 100 })
    try {
      for (const mode of ['hang', 'fail'] as const) {
        nonceStore.mode = mode
        const res = await fetch(`${server.url}/api/auth/nonce`)
        expect(res.status).toBe(503)
        expect(await res.json()).toEqual({
          error: { code: 'store-unavailable', message: 'The sign-in store is unavailable, please retry' },
        })
      }
      nonceStore.mode = 'ok'
      expect((await fetch(`${server.url}/api/auth/nonce`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
