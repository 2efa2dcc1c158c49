import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  confirmationsOn,
  DEFAULT_CONFIRMATIONS,
  OTHER_CHAIN_CONFIRMATIONS,
  readSupportIndexerConfig,
} from '../../../src/app/server/supportIndexerConfig'

const read = (env: Record<string, string>) => readSupportIndexerConfig((name) => env[name])

describe('readSupportIndexerConfig', () => {
  test('default: on, documented confirmations per known chain, 2 elsewhere, polls every 4000 ms', () => {
    const config = read({})
    expect(config).toEqual({ enabled: true, confirmations: {}, pollMs: 4000 })
    expect(confirmationsOn(config, 1)).toBe(DEFAULT_CONFIRMATIONS[1])
    expect(confirmationsOn(config, 777)).toBe(OTHER_CHAIN_CONFIRMATIONS)
    const set = read({ SUPPORT_INDEXER: 'off', SUPPORT_CONFIRMATIONS: '1=12, 8453=3', SUPPORT_POLL_MS: '250' })
    expect(set).toEqual({ enabled: false, confirmations: { 1: 12, 8453: 3 }, pollMs: 250 })
  })

  test('behavior: a malformed value names its variable in one line', () => {
    for (const [name, value] of [
      ['SUPPORT_INDEXER', 'yes'],
      ['SUPPORT_CONFIRMATIONS', '1:12'],
      ['SUPPORT_CONFIRMATIONS', '1=0'],
      ['SUPPORT_CONFIRMATIONS', '1=12,'],
      ['SUPPORT_POLL_MS', '10'],
      ['SUPPORT_POLL_MS', '4s'],
    ] as const) {
      expect(() => read({ [name]: value })).toThrow(new RegExp(`^${name}: `))
      expect(() => read({ [name]: value })).toThrow(expect.objectContaining({ code: 'invalid-config' }))
    }
  })

  test('property: any chainId=count list is read back as written; anything else is refused, never half-read', () => {
    const entry = fc.tuple(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 1, max: 1000 }))
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: ([id]) => id, minLength: 1, maxLength: 6 }), (entries) => {
        const config = read({ SUPPORT_CONFIRMATIONS: entries.map(([id, n]) => `${id}=${n}`).join(',') })
        for (const [id, n] of entries) expect(confirmationsOn(config, id)).toBe(n)
      }),
    )
    fc.assert(
      fc.property(fc.string(), (text) => {
        let config: ReturnType<typeof read> | undefined
        try {
          config = read({ SUPPORT_CONFIRMATIONS: text })
        } catch (err) {
          expect(err).toMatchObject({ code: 'invalid-config' })
          return
        }
        for (const n of Object.values(config.confirmations)) expect(n >= 1 && n <= 1000).toBe(true)
      }),
    )
  })
})
