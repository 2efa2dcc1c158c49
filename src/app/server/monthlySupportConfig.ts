import { BaseError } from '../../domain/errors/baseError'
import type { Address, Hex } from '../../domain/shared/hex'

/** Where monthly support works on one chain: Coinbase's spend-permission manager and our collector contract. */
export type MonthlyChain = { readonly manager: Address; readonly collector: Address }

/** SPEND_PERMISSION_MANAGER, MONTHLY_COLLECTOR, KEEPER_PRIVATE_KEY and MONTHLY_POLL_MS (README, "Monthly support"). */
export type MonthlySupportConfig = {
  /** By chain id: the configured chains that have both a manager and a collector. */
  readonly chains: Readonly<Record<number, MonthlyChain>>
  /** The key that pays the charges' gas; the charge runner is off without it. Never logged. */
  readonly keeperPrivateKey?: Hex | undefined
  /** How often the charge runner looks for due periods. */
  readonly pollMs: number
}

/** The manager's one address on the chains Coinbase deployed it to. */
export const CANONICAL_SPEND_PERMISSION_MANAGER: Address = '0xf85210B21cC50302F477BA56686d2019dC9b67Ad'
const CANONICAL_MANAGER_CHAINS: readonly number[] = [1, 10, 137, 8453, 42161, 84532, 11155111]
const DEFAULT_MONTHLY_POLL_MS = 60_000
const MIN_POLL_MS = 50
const MAX_POLL_MS = 3_600_000
const ENTRY = /^([1-9][0-9]{0,15})=(0x[0-9a-fA-F]{40})$/
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/

function invalid(message: string): BaseError {
  return new BaseError(message, { code: 'invalid-config' })
}

function readAddresses(name: string, raw: string | undefined): Record<number, Address> {
  const addresses: Record<number, Address> = {}
  const listed = raw?.trim() ?? ''
  for (const entry of listed === '' ? [] : listed.split(',')) {
    const match = ENTRY.exec(entry.trim())
    if (!match) throw invalid(`${name}: "${entry.trim()}" is not chainId=address, as in 8453=0x…`)
    addresses[Number(match[1])] = match[2] as Address
  }
  return addresses
}

/**
 * Reads monthly support's settings for the configured chains; a malformed one throws an `invalid-config` BaseError
 * naming the variable (never echoing the key). A chain offers monthly support when it has a manager (the canonical one
 * by default) and a collector.
 * @example readMonthlySupportConfig((name) => ({ MONTHLY_COLLECTOR: '8453=0x…' })[name], [8453]) // { chains: { 8453: { manager, collector } }, pollMs: 60000 }
 */
export function readMonthlySupportConfig(
  text: (name: string) => string | undefined,
  chainIds: readonly number[],
): MonthlySupportConfig {
  const managers = readAddresses('SPEND_PERMISSION_MANAGER', text('SPEND_PERMISSION_MANAGER'))
  const collectors = readAddresses('MONTHLY_COLLECTOR', text('MONTHLY_COLLECTOR'))
  const chains: Record<number, MonthlyChain> = {}
  for (const id of chainIds) {
    const manager =
      managers[id] ?? (CANONICAL_MANAGER_CHAINS.includes(id) ? CANONICAL_SPEND_PERMISSION_MANAGER : undefined)
    const collector = collectors[id]
    if (manager && collector) chains[id] = { manager, collector }
  }
  const key = text('KEEPER_PRIVATE_KEY')?.trim() || undefined
  if (key !== undefined && !PRIVATE_KEY.test(key)) throw invalid('KEEPER_PRIVATE_KEY: not 0x and 64 hex digits')
  const poll = text('MONTHLY_POLL_MS')?.trim() || String(DEFAULT_MONTHLY_POLL_MS)
  const pollMs = Number(poll)
  if (!/^[0-9]+$/.test(poll) || pollMs < MIN_POLL_MS || pollMs > MAX_POLL_MS)
    throw invalid(`MONTHLY_POLL_MS: "${poll}" is not a number of milliseconds from ${MIN_POLL_MS} to ${MAX_POLL_MS}`)
  return { chains, keeperPrivateKey: key as Hex | undefined, pollMs }
}
