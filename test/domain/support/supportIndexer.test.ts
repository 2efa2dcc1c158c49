import { describe, expect, test } from 'vitest'
import { MemoryCreatorStore } from '../../../src/adapters/memory/memoryCreatorStore'
import type { ChainBlock } from '../../../src/domain/support/chainBlock'
import { SupportIndexer } from '../../../src/domain/support/supportIndexer'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import type { ChainHistoryReader } from '../../../src/ports/chainHistoryReader'
import type { SupportIndexerEvent } from '../../../src/ports/serverTelemetry'

const CHAIN = 31337
const hashOf = (n: bigint): Hash => `0x${n.toString(16).padStart(64, '0')}` as Hash

/** Blocks 0..head with no transactions, each chained to the one before. */
function block(n: bigint): ChainBlock {
  return {
    number: n,
    hash: hashOf(n + 1n),
    parentHash: hashOf(n),
    timestamp: Number(n),
    logsBloom: `0x${'0'.repeat(512)}`,
    transactions: [],
  }
}

/** A node that refuses any block range longer than `most` blocks, as providers cap a batch. */
function cappedReader(head: bigint, most: number, asked: { from: bigint; to: bigint }[]): ChainHistoryReader {
  return {
    getBlockNumber: async () => head,
    getBlocks: async ({ from, to }: { from: bigint; to: bigint }) => {
      asked.push({ from, to })
      if (to - from + 1n > BigInt(most)) throw new Error('batch too large')
      const blocks: ChainBlock[] = []
      for (let n = from; n <= to; n++) blocks.push(block(n))
      return blocks
    },
    getTransferLogs: async () => [],
    mayHoldTransfers: () => false,
  } as unknown as ChainHistoryReader
}

describe('SupportIndexer', () => {
  test('behavior: a range the node refuses is read in part: the pass reports the last block read and is not caught up, so the next pass follows at once', async () => {
    const asked: { from: bigint; to: bigint }[] = []
    const events: SupportIndexerEvent[] = []
    const ledger = new MemoryCreatorStore()
    const indexer = new SupportIndexer(
      {
        chainId: CHAIN,
        confirmations: 1,
        tokens: [],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        pollMs: 4_000,
        holder: 'a',
        leaseMs: 15_000,
        maxRange: 100,
        maxBackoffMs: 60_000,
      },
      {
        reader: cappedReader(100n, 10, asked),
        ledger,
        clock: { now: () => 1_000 },
        report: (event) => events.push(event),
        checksum: (address: Address) => address,
        sleep: async () => {},
      },
    )
    // A creator watched from block 1: the first pass places the cursor at block 0.
    const creator = '0x00000000000000000000000000000000000000c1' as Address
    await ledger.putProfile(creator, { displayName: 'c', bio: '', links: [], suggestedAmounts: [] } as never, 0)
    await ledger.watchCreator(creator, CHAIN, 1n)
    expect(await indexer.pass()).toEqual({ indexed: 0, caughtUp: false })
    expect((await ledger.readCursor(CHAIN))?.cursor.number).toBe(0n)
    const pass = await indexer.pass()
    const indexed = events.filter((e) => e.type === 'indexed').at(-1)
    const read = asked.at(-1) as { from: bigint; to: bigint }
    expect(read.to - read.from + 1n).toBeLessThanOrEqual(10n)
    expect(indexed).toMatchObject({ block: read.to })
    expect(pass).toEqual({ indexed: Number(read.to - read.from + 1n), caughtUp: false })
    expect((await ledger.readCursor(CHAIN))?.cursor.number).toBe(read.to)
  })
})
