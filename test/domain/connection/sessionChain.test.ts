import { describe, expect, test } from 'vitest'
import { toSessionChain } from '../../../src/domain/connection/sessionChain'
import { CONFIGURED_CHAINS } from './testChains'

describe('toSessionChain', () => {
  test('default: configured chains are supported, others are not', () => {
    expect(toSessionChain(1, CONFIGURED_CHAINS)).toEqual({ id: 1, unsupported: false })
    expect(toSessionChain(5, CONFIGURED_CHAINS)).toEqual({ id: 5, unsupported: false })
    expect(toSessionChain(137, CONFIGURED_CHAINS)).toEqual({ id: 137, unsupported: true })
  })

  test('parameters: no configured chains -> every chain is unsupported', () => {
    expect(toSessionChain(1, [])).toEqual({ id: 1, unsupported: true })
  })
})
