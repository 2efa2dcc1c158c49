import { describe, expect, test } from 'vitest'
import type { ResolvedConfig } from 'vite'
import { checkConfigPlugin } from '../../scripts/checkConfigPlugin'

/** Runs the plugin's check on `env` as vite would resolve it; the lines it logged as errors. */
function check(env: Record<string, string>): string[] {
  const errors: string[] = []
  const config = { env, logger: { error: (line: string) => errors.push(line) } } as unknown as ResolvedConfig
  const hook = checkConfigPlugin().configResolved as (config: ResolvedConfig) => void
  try {
    hook(config)
  } catch (err) {
    expect((err as Error).message).toBe(errors[0])
  }
  return errors
}

describe('checkConfigPlugin', () => {
  test('default: a valid configuration passes', () => {
    expect(check({ VITE_CHAINS: '1,5' })).toEqual([])
  })

  test('behavior: a malformed VITE_SUPPORT_TOKENS stops the build with one line naming it', () => {
    expect(check({ VITE_SUPPORT_TOKENS: '1:0x12:USDC:6' })).toEqual([
      'Invalid configuration: VITE_SUPPORT_TOKENS: malformed entry "1:0x12:USDC:6" (expected ' +
        'chainId:tokenAddress:symbol:decimals, e.g. "8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913:USDC:6")',
    ])
  })
})
