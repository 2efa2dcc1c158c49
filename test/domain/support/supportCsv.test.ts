import { parse } from 'csv-parse/sync'
import { describe, expect, test } from 'vitest'
import { ETHEREUM } from '../../../src/domain/chains/knownChains'
import type { Chain } from '../../../src/domain/chains/chain'
import {
  SUPPORT_CSV_COLUMNS,
  supportCsvHeader,
  supportCsvRecord,
  type ExportedSupport,
} from '../../../src/domain/support/supportCsv'

const chain: Chain = { ...ETHEREUM, rpcUrls: [] }
const hash = `0x${'ab'.repeat(32)}` as const
const support: ExportedSupport = {
  chainId: 1,
  txHash: hash,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  asset: { symbol: 'ETH', decimals: 18, address: null },
  amount: '10000000000000001',
  note: 'Thanks',
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5, 6),
  blockNumber: null,
  hidden: false,
}

const read = (text: string) => parse(text, { columns: true }) as Record<string, string>[]

describe('supportCsvRecord', () => {
  test('default: every column, the amount exact in the asset and in base units, the explorer page', () => {
    expect(read(supportCsvHeader() + supportCsvRecord(support, chain))).toEqual([
      {
        date: '2026-01-02T03:04:05.006Z',
        chain_id: '1',
        chain: 'Ethereum',
        asset: 'ETH',
        amount: '0.010000000000000001',
        amount_base_units: '10000000000000001',
        from: support.from,
        tx_hash: hash,
        explorer_url: `https://etherscan.io/tx/${hash}`,
        note: 'Thanks',
        hidden: 'false',
      },
    ])
    expect(Object.keys(read(supportCsvHeader() + supportCsvRecord(support, chain))[0] ?? {})).toEqual([
      ...SUPPORT_CSV_COLUMNS,
    ])
  })

  test('parameters: a support without a note, on a chain not configured, hidden', () => {
    const [row] = read(
      supportCsvHeader() + supportCsvRecord({ ...support, note: null, chainId: 999, hidden: true }, undefined),
    )
    expect(row).toMatchObject({ chain_id: '999', chain: '', explorer_url: '', note: '', hidden: 'true' })
    const [absent] = read(supportCsvHeader() + supportCsvRecord({ ...support, note: undefined }, chain))
    expect(absent?.note).toBe('')
  })
})
