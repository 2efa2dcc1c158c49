import { BaseError } from '../errors/baseError.ts'
import { type Address, isAddress } from '../shared/hex.ts'
import { parseChainId } from './parseChainId.ts'

/** An ERC-20 token a creator may be supported with on one chain (VITE_SUPPORT_TOKENS). */
export type SupportToken = {
  readonly chainId: number
  readonly address: Address
  readonly symbol: string
  readonly decimals: number
}

/** Circle's USDC by chain id: what is accepted when VITE_SUPPORT_TOKENS is unset (6 decimals everywhere). */
export const CIRCLE_USDC: Readonly<Record<number, Address>> = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  10: '0x0b2C639c533813f4Aa9D7837cAf62653d097Ff85',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  8453: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  42161: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  11155111: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
}

/** A symbol a person reads beside an amount: a letter or digit, then up to 10 of letters, digits, `.`, `_`, `-`. */
export const SUPPORT_TOKEN_SYMBOL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,10}$/
/** Decimals as ERC-20 tokens have them (a uint8 in the contract; more than 36 is never a real token). */
const DECIMALS = /^[0-9]{1,2}$/
const MAX_DECIMALS = 36
const EXAMPLE = '8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913:USDC:6'

function configError(message: string): BaseError {
  return new BaseError(`VITE_SUPPORT_TOKENS: ${message}`, { code: 'invalid-config' })
}

function parseEntry(entry: string, chainIds: readonly number[]): SupportToken {
  const parts = entry.split(':').map((part) => part.trim())
  const [id, address, symbol, decimals] = parts
  const chainId = parseChainId(id)
  if (
    parts.length !== 4 ||
    chainId === undefined ||
    !isAddress(address) ||
    !SUPPORT_TOKEN_SYMBOL.test(symbol ?? '') ||
    !DECIMALS.test(decimals ?? '') ||
    Number(decimals) > MAX_DECIMALS
  ) {
    throw configError(`malformed entry "${entry}" (expected chainId:tokenAddress:symbol:decimals, e.g. "${EXAMPLE}")`)
  }
  if (!chainIds.includes(chainId)) throw configError(`chain id ${chainId} is not in VITE_CHAINS ("${entry}")`)
  return { chainId, address, symbol: symbol as string, decimals: Number(decimals) }
}

/**
 * The accepted tokens, from VITE_SUPPORT_TOKENS: comma-separated `chainId:tokenAddress:symbol:decimals`, in the
 * order given. Unset or blank: Circle's USDC on each configured chain that has one, in `chainIds` order. `none`
 * (any case): no token at all. A malformed entry, a chain that is not configured (`chainIds`), or one token or
 * symbol listed twice on a chain throws an `invalid-config` BaseError naming the entry: the browser build and the
 * server read the same value, so a mistake stops both rather than show tokens the server refuses.
 * @example parseSupportTokens('1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48:USDC:6', [1, 5])
 */
export function parseSupportTokens(raw: string | undefined, chainIds: readonly number[]): SupportToken[] {
  const value = raw?.trim()
  if (!value) {
    return chainIds.flatMap((chainId) => {
      const address = CIRCLE_USDC[chainId]
      return address ? [{ chainId, address, symbol: 'USDC', decimals: 6 }] : []
    })
  }
  if (value.toLowerCase() === 'none') return []
  const tokens: SupportToken[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    const token = parseEntry(entry, chainIds)
    const twice = tokens.find(
      (t) =>
        t.chainId === token.chainId &&
        (t.address.toLowerCase() === token.address.toLowerCase() || t.symbol === token.symbol),
    )
    if (twice) throw configError(`"${entry}" lists a token or symbol twice on chain ${token.chainId}`)
    tokens.push(token)
  }
  return tokens
}

/** The tokens accepted on `chainId`. */
export function tokensOn(tokens: readonly SupportToken[], chainId: number): SupportToken[] {
  return tokens.filter((token) => token.chainId === chainId)
}
