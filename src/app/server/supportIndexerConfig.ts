import { BaseError } from '../../domain/errors/baseError'

/** SUPPORT_INDEXER, SUPPORT_CONFIRMATIONS and SUPPORT_POLL_MS (README, "Configuration"). */
export type SupportIndexerConfig = {
  enabled: boolean
  /** Confirmations a block needs before it is indexed, by chain id; chains not named use {@link confirmationsOn}. */
  confirmations: Readonly<Record<number, number>>
  pollMs: number
}

/**
 * Confirmations by known chain when SUPPORT_CONFIRMATIONS does not name it: how deep the chain's reorganisations go
 * in practice (Ethereum's finality lags, Polygon PoS reorganises tens of blocks, rollups' sequencers rarely do).
 */
export const DEFAULT_CONFIRMATIONS: Readonly<Record<number, number>> = {
  1: 12,
  10: 3,
  137: 64,
  8453: 3,
  42161: 3,
  11155111: 6,
  84532: 3,
}

/** Confirmations on a chain known neither to SUPPORT_CONFIRMATIONS nor to {@link DEFAULT_CONFIRMATIONS}. */
export const OTHER_CHAIN_CONFIRMATIONS = 2
const DEFAULT_SUPPORT_POLL_MS = 4_000
const MAX_CONFIRMATIONS = 1_000
const MIN_POLL_MS = 50
const MAX_POLL_MS = 600_000
const ENTRY = /^([1-9][0-9]{0,15})=([1-9][0-9]{0,3})$/

function invalid(message: string): BaseError {
  return new BaseError(message, { code: 'invalid-config' })
}

/** The confirmations a block of `chainId` needs under `config`. */
export function confirmationsOn(config: SupportIndexerConfig, chainId: number): number {
  return config.confirmations[chainId] ?? DEFAULT_CONFIRMATIONS[chainId] ?? OTHER_CHAIN_CONFIRMATIONS
}

/**
 * Reads the support indexer's settings; a malformed one throws an `invalid-config` BaseError naming the variable.
 * @example readSupportIndexerConfig((name) => ({ SUPPORT_CONFIRMATIONS: '1=12,8453=3' })[name]) // { enabled: true, confirmations: { 1: 12, 8453: 3 }, pollMs: 4000 }
 */
export function readSupportIndexerConfig(text: (name: string) => string | undefined): SupportIndexerConfig {
  const switched = text('SUPPORT_INDEXER')?.trim() || 'on'
  if (switched !== 'on' && switched !== 'off') throw invalid(`SUPPORT_INDEXER: "${switched}" is neither on nor off`)
  const confirmations: Record<number, number> = {}
  const listed = text('SUPPORT_CONFIRMATIONS')?.trim() ?? ''
  for (const entry of listed === '' ? [] : listed.split(',')) {
    const match = ENTRY.exec(entry.trim())
    const count = Number(match?.[2])
    if (!match || count > MAX_CONFIRMATIONS)
      throw invalid(
        `SUPPORT_CONFIRMATIONS: "${entry.trim()}" is not chainId=confirmations (1 to ${MAX_CONFIRMATIONS}), as in 1=12,8453=3`,
      )
    confirmations[Number(match[1])] = count
  }
  const poll = text('SUPPORT_POLL_MS')?.trim() || String(DEFAULT_SUPPORT_POLL_MS)
  const pollMs = Number(poll)
  if (!/^[0-9]+$/.test(poll) || pollMs < MIN_POLL_MS || pollMs > MAX_POLL_MS)
    throw invalid(`SUPPORT_POLL_MS: "${poll}" is not a number of milliseconds from ${MIN_POLL_MS} to ${MAX_POLL_MS}`)
  return { enabled: switched === 'on', confirmations, pollMs }
}
