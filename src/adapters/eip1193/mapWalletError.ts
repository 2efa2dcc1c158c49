import { BaseError } from '../../domain/errors/baseError'
import { ERROR_MESSAGES, type CatalogueCode } from '../../domain/errors/errorCatalogue'
import {
  WALLET_FALLBACK_CODES,
  WalletError,
  type WalletErrorCode,
  type WalletFailure,
  type WalletRequestContext,
} from '../../domain/errors/walletError'

export type { WalletRequestContext }

/** Codes already produced by this mapping (or by an adapter) pass through unchanged. */
const PASSED_THROUGH: readonly WalletErrorCode[] = ['chain-not-configured']
const MAPPED = new Set<string>([...Object.keys(ERROR_MESSAGES), ...PASSED_THROUGH])

// Some wallets (Coinbase, WalletConnect bridges) lose the EIP-1193 code and only keep the text.
const REJECTED =
  /user rejected|user denied|user closed modal|accounts received is empty|rejected the request|user cancel/i
const PENDING = /already pending/i
const MAX_DEPTH = 8
const MAX_DETAILS = 500

type Facts = { codes: unknown[]; messages: string[] }

/** Reads a property without trusting the object (getters may throw, proxies may lie). */
function read(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

/** Collects codes and messages from the error, its cause chain and the nested shapes wallets use. */
function collect(err: unknown, facts: Facts, seen: Set<unknown>, depth: number): void {
  if (depth > MAX_DEPTH || seen.has(err)) return
  if (typeof err === 'string') facts.messages.push(err)
  if ((typeof err !== 'object' && typeof err !== 'function') || err === null) return
  seen.add(err)
  facts.codes.push(read(err, 'code'))
  for (const key of ['shortMessage', 'message', 'details']) {
    const text = read(err, key)
    if (typeof text === 'string') facts.messages.push(text)
  }
  // MetaMask mobile nests the real error in data.originalError; others in error or cause.
  const data = read(err, 'data')
  for (const next of [read(err, 'cause'), read(err, 'error'), data, read(data, 'originalError')]) {
    collect(next, facts, seen, depth + 1)
  }
}

function hasCode(facts: Facts, code: number | string): boolean {
  return facts.codes.some((c) => c === code || (typeof c === 'string' && c === String(code)))
}

function classify(facts: Facts, context: WalletRequestContext): CatalogueCode {
  if (hasCode(facts, 4001) || hasCode(facts, 'ACTION_REJECTED') || facts.messages.some((m) => REJECTED.test(m))) {
    return 'user-rejected'
  }
  if (hasCode(facts, -32002) || facts.messages.some((m) => PENDING.test(m))) return 'resource-unavailable'
  if (context !== 'add' && hasCode(facts, 4902)) return 'unknown-chain'
  return WALLET_FALLBACK_CODES[context]
}

function safeDetails(messages: readonly string[]): string | undefined {
  const first = messages.find((m) => m.trim() !== '')
  return first === undefined ? undefined : first.slice(0, MAX_DETAILS)
}

function isMapped(err: unknown): err is WalletFailure {
  try {
    return err instanceof BaseError && MAPPED.has(err.code)
  } catch {
    return false
  }
}

/**
 * Maps anything a wallet threw to a catalogue error, once, at the adapter boundary. Never throws.
 * @example mapWalletError({ code: 4001 }, 'switch').code === 'user-rejected'
 */
export function mapWalletError(err: unknown, context: WalletRequestContext): WalletFailure {
  if (isMapped(err)) return err
  const facts: Facts = { codes: [], messages: [] }
  try {
    collect(err, facts, new Set(), 0)
  } catch {
    // Exotic input (revoked proxies and the like): classify on what was gathered so far.
  }
  const code = classify(facts, context)
  return new WalletError(ERROR_MESSAGES[code], {
    code,
    details: safeDetails(facts.messages),
    cause: err,
  }) as WalletFailure
}
