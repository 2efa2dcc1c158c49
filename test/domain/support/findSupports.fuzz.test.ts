import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { ChainBlock, TransferLog } from '../../../src/domain/support/chainBlock'
import { findSupports, type SupportSearch } from '../../../src/domain/support/findSupports'
import type { Address, Hash } from '../../../src/domain/shared/hex'

const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash
const CREATORS = [addr(0xc1), addr(0xc2)]
const PAYERS = [addr(0xa1), addr(0xa2), CREATORS[0] as Address]
const TOKEN = { chainId: 1, address: addr(0x70), symbol: 'USDC', decimals: 6 }
const OTHER_TOKEN = addr(0x71)

const search: SupportSearch = {
  chainId: 1,
  creators: new Map(CREATORS.map((creator, i) => [creator.toLowerCase(), { creator, fromBlock: BigInt(10 + i) }])),
  tokens: [TOKEN],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  checksum: (a) => a,
}

const block = (n: number, transactions: ChainBlock['transactions']): ChainBlock => ({
  number: BigInt(n),
  hash: hash(0xb000 + n),
  parentHash: hash(0xb000 + n - 1),
  timestamp: 1_000 + n,
  logsBloom: `0x${'0'.repeat(512)}`,
  transactions,
})

const payment = fc.record({
  block: fc.integer({ min: 8, max: 12 }),
  tx: fc.integer({ min: 1, max: 6 }),
  from: fc.constantFrom(...PAYERS),
  to: fc.constantFrom(...CREATORS, addr(0xee)),
  value: fc.bigInt({ min: 0n, max: 10n ** 20n }),
  token: fc.constantFrom(null, TOKEN.address, OTHER_TOKEN),
})

describe('findSupports', () => {
  test('property: each support is the sum of one asset to one watched creator in one transaction, never from the creator, never before their first block', () => {
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 30 }), (payments) => {
        const blocks = [8, 9, 10, 11, 12].map((n) =>
          block(
            n,
            payments
              .filter((p) => p.block === n && p.token === null)
              .map((p) => ({ hash: hash(p.block * 100 + p.tx), from: p.from, to: p.to, value: p.value })),
          ),
        )
        const logs: TransferLog[] = payments
          .filter((p) => p.token !== null)
          .map((p, i) => ({
            token: p.token as Address,
            from: p.from,
            to: p.to,
            value: p.value,
            txHash: hash(p.block * 100 + p.tx),
            blockNumber: BigInt(p.block),
            blockHash: hash(0xb000 + p.block),
            logIndex: i,
          }))
        const found = findSupports(search, blocks, logs)
        const expected = new Map<string, bigint>()
        for (const p of payments) {
          const watched = search.creators.get(p.to.toLowerCase())
          if (!watched || BigInt(p.block) < watched.fromBlock || p.from === watched.creator) continue
          if (p.token === OTHER_TOKEN) continue
          const key = `${hash(p.block * 100 + p.tx)}:${p.to}:${p.token ?? 'native'}`
          expected.set(key, (expected.get(key) ?? 0n) + p.value)
        }
        const sums = new Map(
          found.map((f) => [
            `${f.support.txHash}:${f.creator}:${f.support.asset.address ?? 'native'}`,
            BigInt(f.support.amount),
          ]),
        )
        expect(found).toHaveLength(sums.size)
        expect(sums).toEqual(new Map([...expected].filter(([, sum]) => sum > 0n)))
        for (const f of found) {
          expect(f.support.note).toBeNull()
          expect(f.support.createdAt).toBe((1_000 + (f.support.blockNumber as number)) * 1000)
          expect(f.support.from).not.toBe(f.creator)
        }
      }),
    )
  })
})
