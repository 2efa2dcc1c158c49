import { BaseError } from '../errors/baseError.ts'
import type { Chain } from './chain'
import { parseChainId } from './parseChainId.ts'
import { DEFAULT_CHAIN_IDS, KNOWN_CHAINS, findKnownChain, type KnownChain } from './knownChains.ts'
import { rpcUrlProblem } from './rpcUrlProblem.ts'

/** The raw configuration (VITE_CHAINS, VITE_RPC_URLS, VITE_RPC_KEY); empty strings count as unset. */
export type ResolveChainsParameters = {
  ids?: string | undefined
  rpcUrls?: string | undefined
  rpcKey?: string | undefined
}

const RPC_URL = /^(https?|wss?):\/\/[^\s,]+$/

function configError(message: string): BaseError {
  return new BaseError(message, { code: 'invalid-config' })
}

function entries(raw: string | undefined): string[] | undefined {
  const trimmed = raw?.trim()
  return trimmed ? trimmed.split(',').map((entry) => entry.trim()) : undefined
}

function parseIds(raw: string | undefined): KnownChain[] {
  const chains: KnownChain[] = []
  for (const entry of entries(raw) ?? DEFAULT_CHAIN_IDS.map(String)) {
    const id = parseChainId(entry)
    if (id === undefined) throw configError(`VITE_CHAINS: malformed chain id "${entry}" (expected e.g. "1,5")`)
    const known = findKnownChain(id)
    if (!known) {
      const list = KNOWN_CHAINS.map((chain) => chain.id).join(', ')
      throw configError(`VITE_CHAINS: unknown chain id ${id} (known: ${list})`)
    }
    if (chains.includes(known)) throw configError(`VITE_CHAINS: chain id ${id} is listed twice`)
    chains.push(known)
  }
  return chains
}

function parseOverrides(raw: string | undefined, ids: readonly number[]): Map<number, string[]> {
  const overrides = new Map<number, string[]>()
  for (const entry of entries(raw) ?? []) {
    const at = entry.indexOf('=')
    const id = parseChainId(entry.slice(0, at).trim())
    const url = entry.slice(at + 1).trim()
    if (at < 0 || id === undefined || !RPC_URL.test(url)) {
      throw configError(`VITE_RPC_URLS: malformed entry "${entry}" (expected e.g. "1=http://127.0.0.1:8545")`)
    }
    const problem = rpcUrlProblem(url)
    if (problem) throw configError(`VITE_RPC_URLS: "${url}" ${problem}`)
    if (!ids.includes(id)) throw configError(`VITE_RPC_URLS: chain id ${id} is not in VITE_CHAINS`)
    overrides.set(id, [...(overrides.get(id) ?? []), url])
  }
  return overrides
}

function toChain({ rpc, ...chain }: KnownChain, override: string[] | undefined, key: string | undefined): Chain {
  // A wallet only ever gets the public URL: not the key (the visitor's traffic would use the app's quota), nor an
  // override (the operator's own node: private, or a localhost URL that means the visitor's machine in their wallet).
  const publicRpcUrls = [rpc.publicUrl]
  if (override) return { ...chain, rpcUrls: override, publicRpcUrls }
  const withKey = rpc.providerUrl && key ? [rpc.providerUrl.replaceAll('{key}', encodeURIComponent(key))] : []
  return { ...chain, rpcUrls: [...withKey, rpc.publicUrl], publicRpcUrls }
}

/**
 * The configured chains in VITE_CHAINS order (default Ethereum, Goerli). RPC URLs: the override(s) for that chain
 * when given (they replace both defaults), else the provider URL with the key (only when a key is set) then the
 * public fallback. `publicRpcUrls` is the public fallback alone, whatever the key or overrides. Each override must
 * parse as a URL whose origin a Content-Security-Policy can list. Throws an
 * `invalid-config` BaseError naming the bad entry.
 * @example resolveChains({ ids: '1,5', rpcUrls: '1=http://127.0.0.1:8545' })
 */
export function resolveChains({ ids, rpcUrls, rpcKey }: ResolveChainsParameters = {}): Chain[] {
  const known = parseIds(ids)
  const overrides = parseOverrides(
    rpcUrls,
    known.map((chain) => chain.id),
  )
  const key = rpcKey?.trim() || undefined
  return known.map((chain) => toChain(chain, overrides.get(chain.id), key))
}
