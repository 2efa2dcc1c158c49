import { randomUUID } from 'node:crypto'
import { SystemClock } from '../../adapters/clock/systemClock'
import { consoleTelemetry } from '../../adapters/server/consoleTelemetry'
import type { Address } from '../../domain/shared/hex'
import { DEFAULT_SUPPORT_INDEXER, SupportIndexer } from '../../domain/support/supportIndexer'
import type { ChainHistoryReader } from '../../ports/chainHistoryReader'
import type { Clock } from '../../ports/clock'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import type { SupportLedger } from '../../ports/supportLedger'
import { loadChainLibrary } from '../chainLibrary'
import type { ServerConfig } from './serverConfig'
import { confirmationsOn } from './supportIndexerConfig'

/** The running indexers: `holder` names this instance in the chains' leases (none when nothing is indexed). */
export type SupportIndexers = { holder?: string | undefined; stop(): Promise<void> }

const STOP_WAIT_MS = 3_000

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done)
  })
}

/**
 * Starts one support indexer per configured chain (none when SUPPORT_INDEXER is off or sign-in is off), each on its
 * own loop: a chain whose RPC fails never holds up another, nor the server. `stop` ends the loops and gives the
 * leases up, so another instance takes over at once.
 * @example const indexers = await startSupportIndexers({ config, ledger: stores.supportLedger, telemetry })
 */
export async function startSupportIndexers({
  config,
  ledger,
  telemetry = consoleTelemetry,
  chainReader,
  clock = new SystemClock(),
  leaseMs = DEFAULT_SUPPORT_INDEXER.leaseMs,
}: {
  config: ServerConfig
  ledger: SupportLedger
  telemetry?: ServerTelemetry | undefined
  /** The reader of every configured chain; one of VITE_CHAIN_LIBRARY with its default timeouts when absent. */
  chainReader?: ChainHistoryReader | undefined
  clock?: Clock | undefined
  leaseMs?: number | undefined
}): Promise<SupportIndexers> {
  const settings = config.supportIndexer
  if (!settings?.enabled || config.auth !== 'siwe' || config.chains.length === 0) return { stop: async () => {} }
  const library = await loadChainLibrary(config.chainLibrary)
  const reader = chainReader ?? (await library.loadChainHistoryReader(config.chains))
  const checksumAddress = await library.loadChecksumAddress()
  const checksum = (address: Address) => checksumAddress(address.toLowerCase() as Address) as Address
  const holder = randomUUID()
  const controller = new AbortController()
  const runs = config.chains.map((chain) =>
    new SupportIndexer(
      {
        chainId: chain.id,
        confirmations: confirmationsOn(settings, chain.id),
        tokens: config.supportTokens.filter((token) => token.chainId === chain.id),
        nativeCurrency: chain.nativeCurrency,
        pollMs: settings.pollMs,
        holder,
        leaseMs,
        maxRange: DEFAULT_SUPPORT_INDEXER.maxRange,
        maxBackoffMs: DEFAULT_SUPPORT_INDEXER.maxBackoffMs,
      },
      { reader, ledger, clock, checksum, report: (event) => telemetry.supportIndexer(event), sleep },
    ).run(controller.signal),
  )
  return {
    holder,
    async stop() {
      controller.abort()
      // A pass waiting on a slow RPC is not waited for long: its write would only be refused once the lease is gone.
      await Promise.race([Promise.all(runs), sleep(STOP_WAIT_MS, new AbortController().signal)])
    },
  }
}
