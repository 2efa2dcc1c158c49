import { describe, expect, test } from 'vitest'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import type { ChainBlock, TransferLog } from '../../../src/domain/support/chainBlock'
import { ANVIL_ACCOUNTS, anvilReceipt, type Anvil } from '../../support/anvil'
import { deployTestToken } from '../../support/erc20/testToken'
import { ANVIL_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { INVALID_ANSWER } from './readerErrorShapes'
import { ANVIL_CHAIN_ID, anvilChain, useAnvil } from './useAnvil'

const PAYER = ANVIL_ACCOUNTS[0].address
const CREATOR = ANVIL_ACCOUNTS[1].address
const OTHER = ANVIL_ACCOUNTS[2].address
const chainId = ANVIL_CHAIN_ID

type RawBlock = { number: string; hash: Hash; parentHash: Hash; timestamp: string; logsBloom: string }

/** anvil's own header of block `n`: the reference the reader's blocks are compared with. */
const anvilBlock = (anvil: Anvil, n: bigint) =>
  anvil.rpc<RawBlock>('eth_getBlockByNumber', [`0x${n.toString(16)}`, false])
const head = async (anvil: Anvil) => BigInt(await anvil.rpc<string>('eth_blockNumber'))
const lower = (log: TransferLog) => ({
  token: log.token.toLowerCase(),
  from: log.from.toLowerCase(),
  to: log.to.toLowerCase(),
  value: log.value,
  txHash: log.txHash,
})

/** Sends `value` wei from an unlocked account; mined at once with automine, else by the next evm_mine. */
const sendValue = (anvil: Anvil, from: Address, to: Address, value: bigint) =>
  anvil.rpc<Hash>('eth_sendTransaction', [{ from, to, value: `0x${value.toString(16)}` }])

/** What the support indexer reads: blocks with their transactions, Transfer logs, the logs bloom, on a real anvil. */
export function anvilBlocksContract(factory: ChainReaderFactory): void {
  describe('blocks and transfer logs against anvil', () => {
    const node = useAnvil()
    const reader = () => factory([anvilChain(node.current)], ANVIL_OPTIONS)

    test('default: a range of blocks in order, each with the hash, parent, time and bloom the node gives', async () => {
      await node.current.rpc('anvil_mine', ['0x4'])
      const to = await head(node.current)
      const blocks = await reader().getBlocks({ chainId, from: to - 3n, to })
      expect(blocks.map((b) => b.number)).toEqual([to - 3n, to - 2n, to - 1n, to])
      for (const block of blocks) {
        const raw = await anvilBlock(node.current, block.number)
        expect(block).toMatchObject({
          hash: raw.hash,
          parentHash: raw.parentHash,
          timestamp: Number(raw.timestamp),
          logsBloom: raw.logsBloom.toLowerCase(),
          transactions: [],
        })
      }
      for (let i = 1; i < blocks.length; i++) expect(blocks[i]?.parentHash).toBe(blocks[i - 1]?.hash)
    })

    test('behavior: a block’s value transfers are its transactions in block order, with sender, recipient and value', async () => {
      await node.current.rpc('evm_setAutomine', [false])
      const first = await sendValue(node.current, PAYER, CREATOR, 7n)
      const second = await sendValue(node.current, OTHER, PAYER, 11n)
      await node.current.rpc('evm_mine')
      await node.current.rpc('evm_setAutomine', [true])
      const n = await head(node.current)
      const [block] = await reader().getBlocks({ chainId, from: n, to: n })
      const seen = block?.transactions.map((t) => ({ ...t, from: t.from.toLowerCase(), to: t.to?.toLowerCase() }))
      expect(seen).toEqual([
        { hash: first, from: PAYER.toLowerCase(), to: CREATOR.toLowerCase(), value: 7n },
        { hash: second, from: OTHER.toLowerCase(), to: PAYER.toLowerCase(), value: 11n },
      ])
    })

    test('behavior: Transfer logs are those of the tokens asked, to the recipients asked, in chain order', async () => {
      const usdc = await deployTestToken(node.current, 'USDC', 6)
      const other = await deployTestToken(node.current, 'OTH', 6)
      for (const token of [usdc, other]) await token.mint(PAYER, 100n)
      const from = (await head(node.current)) + 1n
      const toCreator = await usdc.transfer(PAYER, CREATOR, 5n)
      await other.transfer(PAYER, CREATOR, 6n)
      await usdc.transfer(PAYER, ANVIL_ACCOUNTS[2].address, 7n)
      const both = await usdc.transferEach(PAYER, [
        { to: CREATOR, value: 2n },
        { to: CREATOR, value: 3n },
      ])
      const to = await head(node.current)
      const logs = await reader().getTransferLogs({
        chainId,
        tokens: [usdc.address],
        recipients: [CREATOR],
        fromBlock: from,
        toBlock: to,
      })
      const transfer = { token: usdc.address.toLowerCase(), from: PAYER.toLowerCase(), to: CREATOR.toLowerCase() }
      expect(logs.map(lower)).toEqual([
        { ...transfer, value: 5n, txHash: toCreator },
        { ...transfer, value: 2n, txHash: both },
        { ...transfer, value: 3n, txHash: both },
      ])
      for (const log of logs) {
        const raw = await anvilBlock(node.current, log.blockNumber)
        expect(log.blockHash).toBe(raw.hash)
      }
      expect(logs.map((l) => l.logIndex)).toEqual([0, 0, 1])
      const wider = await reader().getTransferLogs({
        chainId,
        tokens: [usdc.address, other.address],
        recipients: [CREATOR, ANVIL_ACCOUNTS[2].address],
        fromBlock: from,
        toBlock: to,
      })
      expect(wider.map((l) => l.value)).toEqual([5n, 6n, 7n, 2n, 3n])
    })

    test('parameters: a range with no transfer has no logs; empty blocks have no transactions', async () => {
      const usdc = await deployTestToken(node.current, 'USDC', 6)
      await node.current.rpc('anvil_mine', ['0x5'])
      const to = await head(node.current)
      const r = reader()
      const args = { chainId, tokens: [usdc.address], recipients: [CREATOR], fromBlock: to - 4n, toBlock: to }
      expect(await r.getTransferLogs(args)).toEqual([])
      expect(await r.getTransferLogs({ ...args, recipients: [] })).toEqual([])
      const blocks = await r.getBlocks({ chainId, from: to - 4n, to })
      expect(blocks.flatMap((b) => b.transactions)).toEqual([])
    })

    test('behavior: the bloom says "maybe" for a block paying a recipient in a token asked, "no" otherwise', async () => {
      const usdc = await deployTestToken(node.current, 'USDC', 6)
      const other = await deployTestToken(node.current, 'OTH', 6)
      for (const token of [usdc, other]) await token.mint(PAYER, 100n)
      const mined = async (hash: Hash) => {
        const { blockNumber } = await anvilReceipt<{ blockNumber: string }>(node.current, hash)
        const n = BigInt(blockNumber)
        return (await reader().getBlocks({ chainId, from: n, to: n }))[0] as ChainBlock
      }
      const r = reader()
      const paid = await mined(await usdc.transfer(PAYER, CREATOR, 5n))
      expect(r.mayHoldTransfers(paid, [usdc.address], [CREATOR])).toBe(true)
      expect(r.mayHoldTransfers(paid, [other.address, usdc.address], [OTHER, CREATOR])).toBe(true)
      expect(r.mayHoldTransfers(paid, [usdc.address], [OTHER])).toBe(false)
      expect(r.mayHoldTransfers(paid, [other.address], [CREATOR])).toBe(false)
      expect(r.mayHoldTransfers(paid, [usdc.address], [])).toBe(false)
      const otherToken = await mined(await other.transfer(PAYER, CREATOR, 5n))
      expect(r.mayHoldTransfers(otherToken, [usdc.address], [CREATOR])).toBe(false)
      const native = await mined(await sendValue(node.current, PAYER, CREATOR, 9n))
      expect(r.mayHoldTransfers(native, [usdc.address, other.address], [CREATOR, PAYER])).toBe(false)
    })

    test('behavior: a block the node does not have yet is rpc-invalid-answer, not a short list', async () => {
      const to = await head(node.current)
      await expect(reader().getBlocks({ chainId, from: to, to: to + 1n })).rejects.toMatchObject(INVALID_ANSWER)
    })

    test('behavior: after a reorganisation the same numbers read as the new blocks, with their hashes and logs', async () => {
      const usdc = await deployTestToken(node.current, 'USDC', 6)
      await usdc.mint(PAYER, 100n)
      const fork = await head(node.current)
      const point = await node.current.rpc<string>('evm_snapshot')
      const gone = await usdc.transfer(PAYER, CREATOR, 5n)
      await node.current.rpc('anvil_mine', ['0x2'])
      const r = reader()
      const before = await r.getBlocks({ chainId, from: fork + 1n, to: fork + 3n })
      await node.current.rpc('evm_revert', [point])
      const replacement = await usdc.transfer(PAYER, CREATOR, 8n)
      await sendValue(node.current, OTHER, CREATOR, 1n)
      await node.current.rpc('anvil_mine', ['0x1'])
      const after = await r.getBlocks({ chainId, from: fork, to: fork + 3n })
      expect(after.map((b) => b.hash)).toEqual(
        await Promise.all(after.map(async (b) => (await anvilBlock(node.current, b.number)).hash)),
      )
      expect(after[1]?.parentHash).toBe(after[0]?.hash)
      expect(after[1]?.hash).not.toBe(before[0]?.hash)
      expect(after[1]?.transactions.map((t) => t.hash)).toEqual([replacement])
      const logs = await r.getTransferLogs({
        chainId,
        tokens: [usdc.address],
        recipients: [CREATOR],
        fromBlock: fork + 1n,
        toBlock: fork + 3n,
      })
      expect(logs.map((l) => [l.txHash, l.value, l.blockHash])).toEqual([[replacement, 8n, after[1]?.hash]])
      expect(logs.map((l) => l.txHash)).not.toContain(gone)
    })
  })
}
