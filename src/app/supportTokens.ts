import type { Chain } from '../domain/chains/chain'
import { parseSupportTokens, type SupportToken } from '../domain/chains/supportTokens.ts'
import type { RawEnv } from './config'

/**
 * The accepted tokens (VITE_SUPPORT_TOKENS) on the configured `chains`, by the one parser the build, the server and
 * the browser share; kept apart from readConfig so the browser loads it only where tokens are used (import.meta.env
 * there). Throws an `invalid-config` BaseError naming the bad entry.
 * @example readSupportTokens({ VITE_SUPPORT_TOKENS: 'none' }, readConfig(env).chains) // []
 */
export function readSupportTokens(env: RawEnv, chains: readonly Pick<Chain, 'id'>[]): SupportToken[] {
  const raw = env.VITE_SUPPORT_TOKENS
  return parseSupportTokens(
    typeof raw === 'string' ? raw : undefined,
    chains.map((chain) => chain.id),
  )
}
