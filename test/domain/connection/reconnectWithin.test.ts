import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { reconnectWithin } from '../../../src/domain/connection/reconnectWithin'
import { timeLimit } from '../../../src/domain/connection/timeLimit'
import { catalogueError } from '../../../src/domain/errors/errorCatalogue'
import type { WalletConnector } from '../../../src/ports/walletConnector'
import { FakeWalletConnector } from '../../support/fakeWalletConnector'
import { FakeWalletDirectory } from '../../support/fakeWalletDirectory'
import { ALICE } from './testChains'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

/** A wallet that is listed and ready but whose provider is not found when asked (gone, or replaced). */
function vanishing() {
  const wallet = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
  wallet.authorised = true
  let asked = 0
  const reconnect = wallet.reconnect.bind(wallet)
  wallet.reconnect = () => {
    asked += 1
    return asked === 1 ? Promise.reject(catalogueError('connector-not-found')) : reconnect()
  }
  return { wallet, asked: () => asked }
}

describe('reconnectWithin', () => {
  test('default: the ready wallet answers within the limit; `use` is told of it', async () => {
    const wallet = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    wallet.authorised = true
    const used: WalletConnector[] = []
    const directory = new FakeWalletDirectory([wallet])
    const outcome = await reconnectWithin(directory, 'metaMask', timeLimit(100).reached, (c) => used.push(c) > 0)
    const result = { accounts: [ALICE], chain: { id: 1, unsupported: false } }
    expect(outcome).toEqual({ kind: 'answered', answer: { result } })
    expect(used).toEqual([wallet])
  })

  test('behavior: connector-not-found is asked again only after the directory changes (no retry loop)', async () => {
    const { wallet, asked } = vanishing()
    const directory = new FakeWalletDirectory([wallet])
    const outcome = reconnectWithin(directory, 'metaMask', timeLimit(100).reached, () => true)
    await vi.advanceTimersByTimeAsync(50)
    expect(asked()).toBe(1)
    directory.changed()
    await expect(outcome).resolves.toMatchObject({ kind: 'answered', answer: { result: { accounts: [ALICE] } } })
    expect(asked()).toBe(2)
  })

  test('behavior: a directory that does not change until the limit -> absent; `use` false -> ended', async () => {
    const { wallet } = vanishing()
    const outcome = reconnectWithin(new FakeWalletDirectory([wallet]), 'metaMask', timeLimit(100).reached, () => true)
    await vi.advanceTimersByTimeAsync(100)
    await expect(outcome).resolves.toEqual({ kind: 'absent' })
    const other = vanishing()
    const stopped = reconnectWithin(
      new FakeWalletDirectory([other.wallet]),
      'metaMask',
      timeLimit(100).reached,
      () => false,
    )
    await expect(stopped).resolves.toEqual({ kind: 'ended' })
    expect(other.asked()).toBe(0)
  })

  test('parameters: a wallet not there within announceWaitMs -> absent, before the limit; each wait starts afresh', async () => {
    const wallet = new FakeWalletConnector({ id: 'metaMask', accounts: [ALICE], chainId: 1 })
    wallet.authorised = true
    wallet.ready = false
    const directory = new FakeWalletDirectory([wallet])
    let settled = false
    const outcome = reconnectWithin(directory, 'metaMask', timeLimit(5000).reached, () => true, 300)
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(299)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toEqual({ kind: 'absent' })
    // After connector-not-found the wait for its return has its own window.
    const { wallet: vanished, asked } = vanishing()
    const again = reconnectWithin(
      new FakeWalletDirectory([vanished]),
      'metaMask',
      timeLimit(5000).reached,
      () => true,
      300,
    )
    await vi.advanceTimersByTimeAsync(300)
    await expect(again).resolves.toEqual({ kind: 'absent' })
    expect(asked()).toBe(1)
  })
})
