import type { ConnectResult, WalletConnector } from '../../ports/walletConnector'
import type { WalletDirectory } from '../../ports/walletDirectory'
import { hasCode } from '../errors/baseError'
import { timeLimit, type TimeLimitOutcome } from './timeLimit'
import { waitForConnector } from './waitForConnector'

/** What a wallet's reconnect came to: its result, or what it threw. */
export type ReconnectAnswer = { result: ConnectResult | null } | { error: unknown }

/**
 * How an auto-connect within a time limit went: the wallet answered; its connector was not there (ready) in time;
 * the limit passed with the answer still to come; or the attempt ended first (superseded).
 */
export type ReconnectOutcome =
  | { kind: 'answered'; answer: ReconnectAnswer }
  | { kind: 'absent' }
  | { kind: 'late'; answer: Promise<ReconnectAnswer> }
  | { kind: 'ended' }

/**
 * How long a remembered wallet that is not there (ready) is waited for. A wallet's script announces it (EIP-6963) or
 * injects it as the page starts, at the latest within a few hundred milliseconds of the wallet list; one that has not
 * by then was most likely removed or turned off, and the visitor should get the Connect button, not wait for the
 * whole time limit on every visit.
 */
export const ANNOUNCE_WAIT_MS = 1_000

/**
 * Reconnects the wallet `walletId` before `limit`: waits (up to `announceWaitMs` each time) for its connector to be
 * ready (a late EIP-6963 announcement), asks it, and waits again when it reports connector-not-found (the lazy
 * directory's stand-in once loaded, a wallet that went away). `use` is told each connector asked; false stops (the
 * attempt was superseded).
 */
export async function reconnectWithin(
  directory: WalletDirectory,
  walletId: string,
  limit: Promise<TimeLimitOutcome>,
  use: (connector: WalletConnector) => boolean,
  announceWaitMs = ANNOUNCE_WAIT_MS,
): Promise<ReconnectOutcome> {
  let failed: WalletConnector | undefined
  for (;;) {
    const announcing = timeLimit(announceWaitMs)
    const until = Promise.race([limit, announcing.reached])
    const connector = await waitForConnector(directory, walletId, until, failed)
    announcing.end()
    // Not there: `until` has settled, 'ended' only when the attempt was superseded.
    if (!connector) return (await until) === 'ended' ? { kind: 'ended' } : { kind: 'absent' }
    if (!use(connector)) return { kind: 'ended' }
    const answer = askReconnect(connector)
    const first = await Promise.race([answer, limit])
    if (first === 'ended') return { kind: 'ended' }
    if (first === 'late') return { kind: 'late', answer }
    if (!isNotFound(first)) return { kind: 'answered', answer: first }
    failed = connector
  }
}

function askReconnect(connector: WalletConnector): Promise<ReconnectAnswer> {
  return new Promise<ConnectResult | null>((resolve) => resolve(connector.reconnect())).then(
    (result): ReconnectAnswer => ({ result }),
    (error: unknown): ReconnectAnswer => ({ error }),
  )
}

function isNotFound(answer: ReconnectAnswer): boolean {
  return 'error' in answer && hasCode(answer.error, 'connector-not-found')
}
