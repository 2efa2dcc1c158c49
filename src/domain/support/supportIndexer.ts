import type { NativeCurrency } from '../chains/chain'
import type { SupportToken } from '../chains/supportTokens'
import { BaseError } from '../errors/baseError'
import type { Address } from '../shared/hex'
import type { ChainHistoryReader } from '../../ports/chainHistoryReader'
import type { Clock } from '../../ports/clock'
import type { SupportIndexerCall, SupportIndexerEvent } from '../../ports/serverTelemetry'
import type { IndexedBlock, SupportLedger } from '../../ports/supportLedger'
import type { ChainBlock, TransferLog } from './chainBlock'
import { findSupports, type SupportSearch } from './findSupports'

/** How one chain is indexed. Times in ms. */
export type SupportIndexerOptions = {
  readonly chainId: number
  /** Blocks with fewer confirmations are not read (the head block has one). */
  readonly confirmations: number
  readonly tokens: readonly SupportToken[]
  readonly nativeCurrency: NativeCurrency
  /** Between passes once the indexer has caught up. */
  readonly pollMs: number
  /** This instance's name in the lease. */
  readonly holder: string
  /** How long a lease lasts without renewal: another instance takes over after it. */
  readonly leaseMs: number
  /** The most blocks read in one pass (halved while the node refuses, grown back after). */
  readonly maxRange: number
  /** The longest wait after failures in a row. */
  readonly maxBackoffMs: number
}

export type SupportIndexerDeps = {
  reader: ChainHistoryReader
  ledger: SupportLedger
  clock: Clock
  report: (event: SupportIndexerEvent) => void
  /** The checksummed spelling of a lower-case address. */
  checksum: (address: Address) => Address
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>
}

export const DEFAULT_SUPPORT_INDEXER = {
  pollMs: 4_000,
  leaseMs: 15_000,
  maxRange: 1_000,
  maxBackoffMs: 60_000,
} as const

/** How often per lease length an instance that does not hold the lease asks for it. */
const LEASE_CHECKS = 3

/** Creators per eth_getLogs: providers cap a filter's OR-list, and a long one is slow to match. */
const CREATORS_PER_LOG_QUERY = 500

/** The chain answered something that does not chain (a reorganisation while reading): the pass is tried again. */
class ChainMovedError extends BaseError {
  constructor(details: string) {
    super('The chain moved while it was read', { code: 'chain-moved', details })
  }
}

/** A pass's outcome: blocks indexed (0 once caught up), or the lease is another instance's. */
type Pass = { indexed: number; caughtUp: boolean } | 'not-leader'

/**
 * Indexes the supports of one chain (product rules: "Supports"): while this instance holds the chain's lease, it
 * reads the blocks with enough confirmations after its cursor, in ranges, finds the payments to watched creators in
 * their transactions and Transfer logs (findSupports), and stores them with the new cursor in one transaction. A
 * block whose parent is not the cursor's block is a reorganisation: the cursor goes back to the last block the chain
 * still holds, removing what was found after it. Failures are reported and retried with a growing pause; `run`
 * returns only when `signal` aborts.
 */
export class SupportIndexer {
  private range: number

  constructor(
    private readonly options: SupportIndexerOptions,
    private readonly deps: SupportIndexerDeps,
  ) {
    this.range = options.maxRange
  }

  async run(signal: AbortSignal): Promise<void> {
    const { pollMs, maxBackoffMs, chainId, holder } = this.options
    let failures = 0
    while (!signal.aborted) {
      let pause = pollMs
      try {
        const pass = await this.pass()
        failures = 0
        // Another instance indexes: asked again soon enough to take over within the product's bound once its lease
        // lapses, however long the poll.
        if (pass === 'not-leader') pause = Math.min(pollMs, this.options.leaseMs / LEASE_CHECKS)
        else if (!pass.caughtUp) pause = 0
      } catch (err) {
        failures += 1
        this.deps.report({ type: 'failed', chainId, ...failureOf(err) })
        pause = Math.min(maxBackoffMs, pollMs * 2 ** Math.min(failures - 1, 10))
      }
      if (pause > 0) await this.deps.sleep(pause, signal)
    }
    await this.deps.ledger.releaseLease(chainId, holder).catch(() => undefined)
  }

  /** One pass: take or renew the lease, then index the next range (or follow a reorganisation). */
  async pass(): Promise<Pass> {
    const { chainId, holder, leaseMs, confirmations } = this.options
    const { reader, ledger, clock } = this.deps
    if (!(await ledger.holdLease(chainId, holder, clock.now(), leaseMs))) return 'not-leader'
    const head = await this.rpc('getBlockNumber', () => reader.getBlockNumber({ chainId }))
    const safe = head - BigInt(confirmations - 1)
    const stored = await ledger.readCursor(chainId)
    if (stored === null) return this.start(safe)
    const { cursor, recent } = stored
    await ledger.watchUnwatched(chainId, cursor.number + 1n)
    if (cursor.number >= safe) {
      this.deps.report({ type: 'indexed', chainId, block: cursor.number, head })
      return { indexed: 0, caughtUp: true }
    }
    const blocks = await this.readBlocks(cursor.number + 1n, min(safe, cursor.number + BigInt(this.range)))
    // A refused range was read in part: the pass reaches the last block read, not the one asked for.
    const to = (blocks.at(-1) as ChainBlock).number
    const first = blocks[0] as ChainBlock
    if (first.parentHash.toLowerCase() !== cursor.hash.toLowerCase()) return this.followReorg(recent, head)
    const creators = await this.watched()
    const logs = await this.transferLogs(blocks, creators)
    const supports = findSupports(this.search(creators), blocks, logs)
    const written = await ledger.advance(chainId, holder, blocks.map(indexedBlock), supports)
    if (written === 'lease-lost') return 'not-leader'
    const bySymbol = new Map<string, number>()
    for (const { support } of written.inserted)
      bySymbol.set(support.asset.symbol, (bySymbol.get(support.asset.symbol) ?? 0) + 1)
    for (const [asset, count] of bySymbol) this.deps.report({ type: 'found', chainId, asset, source: 'chain', count })
    this.deps.report({ type: 'indexed', chainId, block: to, head })
    this.range = Math.min(this.options.maxRange, this.range * 2)
    return { indexed: blocks.length, caughtUp: to >= safe }
  }

  /** The first pass on a chain: the cursor starts before the earliest watched creator's first block, or at `safe`. */
  private async start(safe: bigint): Promise<Pass> {
    const { chainId, holder } = this.options
    const creators = await this.deps.ledger.watchedCreators(chainId)
    const earliest = [...creators.values()].reduce((a, b) => min(a, b), safe + 1n)
    const at = max(0n, min(safe, earliest - 1n))
    const [block] = await this.rpc('getBlocks', () => this.deps.reader.getBlocks({ chainId, from: at, to: at }))
    if (!block) throw new ChainMovedError(`no block ${at}`)
    const written = await this.deps.ledger.advance(chainId, holder, [indexedBlock(block)], [])
    return written === 'lease-lost' ? 'not-leader' : { indexed: 0, caughtUp: false }
  }

  /** The chain no longer holds the cursor's block: back to the newest recent block it still holds. */
  private async followReorg(recent: readonly IndexedBlock[], head: bigint): Promise<Pass> {
    const { chainId, holder } = this.options
    const oldest = recent[0]
    if (!oldest) throw new ChainMovedError('no recent block to rewind to')
    const newest = (recent.at(-1) as IndexedBlock).number
    const onChain = await this.rpc('getBlocks', () =>
      this.deps.reader.getBlocks({ chainId, from: oldest.number, to: min(newest, head) }),
    )
    const kept = new Map(onChain.map((b) => [b.number, b.hash.toLowerCase()]))
    const fork = [...recent].reverse().find((b) => kept.get(b.number) === b.hash.toLowerCase())
    // Deeper than the hashes kept: the oldest block as the chain has it now is the best place to go on from.
    const to = fork ?? indexedBlock(onChain[0] as ChainBlock)
    if ((await this.deps.ledger.rewind(chainId, holder, to)) === 'lease-lost') return 'not-leader'
    return { indexed: 0, caughtUp: false }
  }

  /**
   * Blocks `from` to `to`; a refused read is tried again at once on half the range, down to one block. A read that
   * timed out fails the pass (the RPC may hang for every range: halving at once would wait a timeout per halving), and
   * the next pass asks for half as many blocks, in case the range was too slow to answer.
   */
  private async readBlocks(from: bigint, to: bigint): Promise<readonly ChainBlock[]> {
    const { chainId } = this.options
    let blocks: readonly ChainBlock[]
    try {
      blocks = await this.rpc('getBlocks', () => this.deps.reader.getBlocks({ chainId, from, to }))
    } catch (err) {
      const timedOut = isTimeout(err)
      if (to === from && !timedOut) throw err
      this.range = Math.max(1, Math.floor(Number(to - from + 1n) / 2))
      if (timedOut) throw err
      return this.readBlocks(from, from + BigInt(this.range) - 1n)
    }
    for (let i = 1; i < blocks.length; i++) {
      if ((blocks[i] as ChainBlock).parentHash.toLowerCase() !== (blocks[i - 1] as ChainBlock).hash.toLowerCase())
        throw new ChainMovedError(`block ${(blocks[i] as ChainBlock).number} does not follow its parent`)
    }
    return blocks
  }

  /** The Transfer logs of accepted tokens to watched creators, only over the blocks whose bloom may hold one. */
  private async transferLogs(
    blocks: readonly ChainBlock[],
    creators: ReadonlyMap<Address, bigint>,
  ): Promise<readonly TransferLog[]> {
    const tokens = this.options.tokens.map((t) => t.address)
    const recipients = [...creators.keys()]
    if (tokens.length === 0 || recipients.length === 0) return []
    const candidates = blocks.filter((b) => this.deps.reader.mayHoldTransfers(b, tokens, recipients))
    const first = candidates[0]
    const last = candidates.at(-1)
    if (!first || !last) return []
    const groups: Address[][] = []
    for (let i = 0; i < recipients.length; i += CREATORS_PER_LOG_QUERY)
      groups.push(recipients.slice(i, i + CREATORS_PER_LOG_QUERY))
    const found = await Promise.all(groups.map((group) => this.logsIn(tokens, group, first.number, last.number)))
    const hashes = new Map(blocks.map((b) => [b.number, b.hash.toLowerCase()]))
    const logs = found.flat()
    for (const log of logs) {
      if (hashes.get(log.blockNumber) !== log.blockHash.toLowerCase())
        throw new ChainMovedError(`log of block ${log.blockNumber} is from another block`)
    }
    return logs
  }

  /** One eth_getLogs; one the node refuses is asked again as two halves, down to one block; a timeout fails the pass. */
  private async logsIn(
    tokens: readonly Address[],
    recipients: readonly Address[],
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<readonly TransferLog[]> {
    const { chainId } = this.options
    try {
      return await this.rpc('getTransferLogs', () =>
        this.deps.reader.getTransferLogs({ chainId, tokens, recipients, fromBlock, toBlock }),
      )
    } catch (err) {
      if (fromBlock === toBlock || isTimeout(err)) throw err
      const middle = fromBlock + (toBlock - fromBlock) / 2n
      const [a, b] = await Promise.all([
        this.logsIn(tokens, recipients, fromBlock, middle),
        this.logsIn(tokens, recipients, middle + 1n, toBlock),
      ])
      return [...a, ...b]
    }
  }

  /** One chain read; a failure is reported (a refusal the caller recovers from too) and rethrown. */
  private async rpc<T>(call: SupportIndexerCall, read: () => Promise<T>): Promise<T> {
    try {
      return await read()
    } catch (err) {
      const { code, details } = failureOf(err)
      this.deps.report({ type: 'rpc-failed', chainId: this.options.chainId, call, code, details })
      throw err
    }
  }

  private watched(): Promise<ReadonlyMap<Address, bigint>> {
    return this.deps.ledger.watchedCreators(this.options.chainId)
  }

  private search(creators: ReadonlyMap<Address, bigint>): SupportSearch {
    const { chainId, tokens, nativeCurrency } = this.options
    const byAddress = new Map(
      [...creators].map(([creator, fromBlock]) => [creator.toLowerCase(), { creator, fromBlock }] as const),
    )
    return { chainId, creators: byAddress, tokens, nativeCurrency, checksum: this.deps.checksum }
  }
}

/** The ChainReader port's code for a read that got no answer in time. */
function isTimeout(err: unknown): boolean {
  return err instanceof BaseError && err.code === 'rpc-timeout'
}

function failureOf(err: unknown): { code: string; details: string } {
  if (err instanceof BaseError) return { code: err.code, details: err.details ?? err.shortMessage }
  return { code: 'unexpected', details: String(err) }
}

function indexedBlock(block: ChainBlock): IndexedBlock {
  return { number: block.number, hash: block.hash }
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}

function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}
