import { describe, expect, test } from 'vitest'
import { CIRCLE_USDC, parseSupportTokens, tokensOn } from '../../../src/domain/chains/supportTokens'
import { hasCode } from '../../../src/domain/errors/baseError'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function refusal(raw: string, chainIds: readonly number[] = [1, 5]): string {
  try {
    parseSupportTokens(raw, chainIds)
  } catch (err) {
    expect(hasCode(err, 'invalid-config')).toBe(true)
    return (err as Error).message
  }
  throw new Error(`"${raw}" was accepted`)
}

describe('parseSupportTokens', () => {
  test("default: unset or blank is Circle's USDC on each configured chain that has it, in chain order", () => {
    const expected = [
      { chainId: 8453, address: CIRCLE_USDC[8453], symbol: 'USDC', decimals: 6 },
      { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 },
    ]
    expect(parseSupportTokens(undefined, [8453, 5, 1])).toEqual(expected)
    expect(parseSupportTokens('  ', [8453, 5, 1])).toEqual(expected)
    expect(parseSupportTokens(undefined, [5])).toEqual([])
  })

  test('parameters: none turns tokens off', () => {
    expect(parseSupportTokens('none', [1])).toEqual([])
    expect(parseSupportTokens(' NONE ', [1])).toEqual([])
  })

  test('parameters: entries in the order given, spaces around parts ignored', () => {
    expect(parseSupportTokens(`1:${TOKEN}:USDC:6, 5 : ${TOKEN} : DAI : 18`, [1, 5])).toEqual([
      { chainId: 1, address: TOKEN, symbol: 'USDC', decimals: 6 },
      { chainId: 5, address: TOKEN, symbol: 'DAI', decimals: 18 },
    ])
  })

  test('parameters: a malformed entry is refused with the entry and an example', () => {
    for (const raw of [
      `1:${TOKEN}:USDC`,
      `1:${TOKEN}:USDC:6:7`,
      `x:${TOKEN}:USDC:6`,
      '1:0x1234:USDC:6',
      `1:${TOKEN}::6`,
      `1:${TOKEN}:US DC:6`,
      `1:${TOKEN}:USDC:-1`,
      `1:${TOKEN}:USDC:37`,
      `1:${TOKEN}:USDC:6,`,
      `none,1:${TOKEN}:USDC:6`,
    ]) {
      expect(refusal(raw)).toMatch(/^VITE_SUPPORT_TOKENS: malformed entry ".*" \(expected chainId:tokenAddress/)
    }
  })

  test('parameters: a token on a chain that is not configured is refused', () => {
    expect(refusal(`10:${TOKEN}:USDC:6`)).toBe(
      `VITE_SUPPORT_TOKENS: chain id 10 is not in VITE_CHAINS ("10:${TOKEN}:USDC:6")`,
    )
  })

  test('parameters: one token or one symbol twice on a chain is refused', () => {
    expect(refusal(`1:${TOKEN}:USDC:6,1:${TOKEN.toLowerCase()}:USDT:6`)).toMatch(/twice on chain 1/)
    expect(refusal(`1:${TOKEN}:USDC:6,1:0x${'1'.repeat(40)}:USDC:6`)).toMatch(/twice on chain 1/)
  })

  test('behavior: tokensOn keeps one chain', () => {
    const tokens = parseSupportTokens(`1:${TOKEN}:USDC:6,5:${TOKEN}:DAI:18`, [1, 5])
    expect(tokensOn(tokens, 5).map((t) => t.symbol)).toEqual(['DAI'])
  })
})
