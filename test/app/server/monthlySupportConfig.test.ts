import { describe, expect, test } from 'vitest'
import {
  CANONICAL_SPEND_PERMISSION_MANAGER,
  readMonthlySupportConfig,
} from '../../../src/app/server/monthlySupportConfig'

const COLLECTOR = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const MANAGER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const KEY = `0x${'ab'.repeat(32)}`
const read = (env: Record<string, string>, chains = [8453, 31337]) =>
  readMonthlySupportConfig((name) => env[name], chains)

describe('readMonthlySupportConfig', () => {
  test('default: off everywhere without a collector; no keeper', () => {
    expect(read({})).toEqual({ chains: {}, keeperPrivateKey: undefined, pollMs: 60_000 })
  })

  test('parameters: a collector on a chain with the canonical manager, a manager named for another chain', () => {
    const config = read({
      MONTHLY_COLLECTOR: `8453=${COLLECTOR},31337=${COLLECTOR},10=${COLLECTOR}`,
      SPEND_PERMISSION_MANAGER: `31337=${MANAGER}`,
      KEEPER_PRIVATE_KEY: KEY,
      MONTHLY_POLL_MS: '250',
    })
    expect(config).toEqual({
      chains: {
        8453: { manager: CANONICAL_SPEND_PERMISSION_MANAGER, collector: COLLECTOR },
        31337: { manager: MANAGER, collector: COLLECTOR },
      },
      keeperPrivateKey: KEY,
      pollMs: 250,
    })
  })

  test('behavior: a chain without a manager offers nothing', () => {
    expect(read({ MONTHLY_COLLECTOR: `31337=${COLLECTOR}` }).chains).toEqual({})
  })

  test('behavior: malformed values name their variable and never echo the key', () => {
    expect(() => read({ MONTHLY_COLLECTOR: '8453=0x12' })).toThrow(/^MONTHLY_COLLECTOR: "8453=0x12"/)
    expect(() => read({ SPEND_PERMISSION_MANAGER: `x=${MANAGER}` })).toThrow(/^SPEND_PERMISSION_MANAGER/)
    expect(() => read({ MONTHLY_POLL_MS: '10' })).toThrow(/^MONTHLY_POLL_MS/)
    const secretish = `0x${'cd'.repeat(31)}`
    let message = ''
    try {
      read({ KEEPER_PRIVATE_KEY: secretish })
    } catch (err) {
      message = String((err as Error).message)
    }
    expect(message).toMatch(/^KEEPER_PRIVATE_KEY/)
    expect(message).not.toContain(secretish.slice(2, 20))
  })
})
