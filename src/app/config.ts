import type { Chain } from '../domain/chains/chain'
import { resolveChains } from '../domain/chains/resolveChains.ts'
import { BaseError } from '../domain/errors/baseError.ts'

/** Everything the browser app is configured with (README, "Configuration"). */
export type AppConfig = {
  chains: readonly Chain[]
  chainLibrary: 'viem' | 'ethers'
  walletConnectProjectId: string | undefined
  gaMeasurementId: string | undefined
  auth: 'siwe' | 'off'
  /** The test-only pseudo-locale may be chosen (VITE_PSEUDO_LOCALE=on; the end-to-end build sets it). */
  pseudoLocale?: boolean | undefined
}

/** The raw variables (import.meta.env in the browser build; any record in tests). */
export type RawEnv = Record<string, string | boolean | undefined>

function text(env: RawEnv, name: string): string | undefined {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function oneOf<T extends string>(env: RawEnv, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(env, name)?.toLowerCase()
  if (value === undefined) return fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw new BaseError(`${name}: "${value}" is not one of ${allowed.join(', ')}`, { code: 'invalid-config' })
}

/**
 * Reads and validates the configuration (VITE_SUPPORT_TOKENS apart: readSupportTokens, which keeps its parser out
 * of the first page load); throws an `invalid-config` BaseError naming the bad variable.
 * @example readConfig({ VITE_CHAINS: '1,5', VITE_AUTH: 'off' })
 */
export function readConfig(env: RawEnv): AppConfig {
  return {
    chains: resolveChains({
      ids: text(env, 'VITE_CHAINS'),
      rpcUrls: text(env, 'VITE_RPC_URLS'),
      rpcKey: text(env, 'VITE_RPC_KEY'),
    }),
    chainLibrary: oneOf(env, 'VITE_CHAIN_LIBRARY', ['viem', 'ethers'], 'viem'),
    walletConnectProjectId: text(env, 'VITE_WALLETCONNECT_PROJECT_ID'),
    gaMeasurementId: text(env, 'VITE_GA_MEASUREMENT_ID'),
    auth: oneOf(env, 'VITE_AUTH', ['siwe', 'off'], 'siwe'),
    pseudoLocale: oneOf(env, 'VITE_PSEUDO_LOCALE', ['on', 'off'], 'off') === 'on',
  }
}
