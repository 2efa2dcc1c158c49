import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { readConfig } from '../../src/app/config'
import { hasCode } from '../../src/domain/errors/baseError'

const values = fc.oneof(
  fc.constantFrom('siwe', 'off', 'viem', 'ethers', 'SIWE', ' off ', ''),
  fc.string(),
  fc.constant(undefined),
  fc.boolean(),
)

describe('readConfig', () => {
  test('behavior: any VITE_AUTH / VITE_CHAIN_LIBRARY either reads as an allowed value or throws invalid-config', () => {
    fc.assert(
      fc.property(values, values, (auth, library) => {
        try {
          const config = readConfig({ VITE_AUTH: auth, VITE_CHAIN_LIBRARY: library })
          expect(['siwe', 'off']).toContain(config.auth)
          expect(['viem', 'ethers']).toContain(config.chainLibrary)
        } catch (err) {
          expect(hasCode(err, 'invalid-config')).toBe(true)
        }
      }),
    )
  })
})
