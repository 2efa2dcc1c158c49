import { describe, expect, test } from 'vitest'
import { chainDuringPrompt } from '../../../src/adapters/eip1193/chainDuringPrompt'
import type { Eip1193Provider } from '../../../src/adapters/eip1193/eip1193Provider'
import type { WalletRequest } from '../../../src/adapters/eip1193/walletRequest'
import { FakeProviderEvents } from '../../support/fakeProviderEvents'

/** A provider whose only behaviour here is its events; `answer` is what eth_chainId gives. */
function setup(answer: () => Promise<unknown>) {
  const provider = new FakeProviderEvents() as unknown as Eip1193Provider & FakeProviderEvents
  const request: WalletRequest = (args) =>
    args.method === 'eth_chainId' ? answer() : Promise.reject(new Error('unexpected'))
  return { provider, watch: chainDuringPrompt({ provider, request, emit: () => undefined }) }
}

describe('chainDuringPrompt', () => {
  test('default: the eth_chainId answer', async () => {
    const { watch } = setup(async () => '0x5')
    expect(await watch.chainId()).toBe(5)
  })

  test('behavior: a chainChanged while watching wins over the answer; after stop it is not seen', async () => {
    const { provider, watch } = setup(async () => '0x1')
    provider.emit('chainChanged', '0x89')
    expect(await watch.chainId()).toBe(137)
    watch.stop()
    expect(provider.listenerCount('chainChanged')).toBe(0)
    provider.emit('chainChanged', '0xa')
    expect(await watch.chainId()).toBe(137)
  })

  test('behavior: malformed events are ignored', async () => {
    const { provider, watch } = setup(async () => '0x1')
    provider.emit('chainChanged', { not: 'a chain' })
    provider.emit('chainChanged', '0xzz')
    expect(await watch.chainId()).toBe(1)
  })

  test('behavior: a failed, odd or malformed answer gives undefined, never a rejection', async () => {
    for (const answer of [
      () => Promise.reject(new Error('boom')),
      () => Promise.reject(null),
      async () => 'one',
      async () => undefined,
    ]) {
      expect(await setup(answer).watch.chainId()).toBeUndefined()
    }
  })

  test('behavior: a provider whose event API throws still gives the answer', async () => {
    const provider = {
      request: async () => '0x1',
      on: () => {
        throw new Error('no events')
      },
      removeListener: () => {
        throw new Error('no events')
      },
    }
    const watch = chainDuringPrompt({
      provider: provider as unknown as Eip1193Provider,
      request: async () => '0x1',
      emit: () => undefined,
    })
    expect(await watch.chainId()).toBe(1)
    expect(() => watch.stop()).not.toThrow()
  })
})
