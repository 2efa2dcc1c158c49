import { describe, expect, test } from 'vitest'
import { lazyProvider } from '../../../src/adapters/eip1193/lazyProvider'

describe('lazyProvider', () => {
  test('default: no provider until loaded, then the loaded one', async () => {
    const provider = { request: async () => null }
    const lazy = lazyProvider(async () => provider)
    expect(lazy.getProvider()).toBeUndefined()
    await lazy.loadProvider()
    expect(lazy.getProvider()).toBe(provider)
  })

  test('behavior: a failed load rejects and leaves the provider as it was', async () => {
    const first = { id: 1 }
    let fail = false
    const lazy = lazyProvider(async () => {
      if (fail) throw new Error('SDK failed to load')
      return first
    })
    await lazy.loadProvider()
    fail = true
    await expect(lazy.loadProvider()).rejects.toThrow('SDK failed to load')
    expect(lazy.getProvider()).toBe(first)
  })
})
