import { describe, expect, test } from 'vitest'
import { findChain, isConfigured, toSessionChain } from '../../../src/domain/chains/chainRegistry'
import { resolveChains } from '../../../src/domain/chains/resolveChains'

const chains = resolveChains({})

describe('chainRegistry', () => {
  test('behavior: isConfigured', () => {
    expect(isConfigured(chains, 1)).toBe(true)
    expect(isConfigured(chains, 5)).toBe(true)
    expect(isConfigured(chains, 10)).toBe(false)
    expect(isConfigured([], 1)).toBe(false)
  })

  test('behavior: findChain', () => {
    expect(findChain(chains, 5)?.name).toBe('Goerli')
    expect(findChain(chains, 10)).toBeUndefined()
  })

  test('behavior: toSessionChain flags unconfigured chains as unsupported', () => {
    expect(toSessionChain(1, chains)).toEqual({ id: 1, unsupported: false })
    expect(toSessionChain(10, chains)).toEqual({ id: 10, unsupported: true })
  })
})
