import { toDecimalString } from '../account/decimalString'
import type { Chain } from '../chains/chain'
import { explorerTxUrl } from '../chains/explorerUrls'
import type { Support } from './support'
import { csvRecord } from './csvCell'

/** The export's columns, in order (product rules: "Creators API"). */
export const SUPPORT_CSV_COLUMNS = [
  'date',
  'chain_id',
  'chain',
  'asset',
  'amount',
  'amount_base_units',
  'from',
  'tx_hash',
  'explorer_url',
  'note',
  'hidden',
] as const

/** The byte-order mark the export starts with: without it, Excel reads UTF-8 as the system's code page. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF'

/** A support as the export reads it: a support nobody wrote a note for has none (`null` or absent). */
export type ExportedSupport = Omit<Support, 'note'> & { readonly note?: string | null | undefined }

/** The export's first line: the column names. */
export function supportCsvHeader(): string {
  return csvRecord(SUPPORT_CSV_COLUMNS)
}

/**
 * One support as a CSV record: its time in ISO 8601 UTC, its chain by id and name, its asset's symbol, the amount
 * exactly in the asset's units and in base units, the payer, the transaction and its explorer page (empty when the
 * chain has none), the note (empty when there is none) and whether the creator hid it.
 * @example supportCsvRecord(note, base) // '2026-01-01T00:00:00.000Z,8453,Base,USDC,5,5000000,0xf39F…,0xab…,https://basescan.org/tx/0xab…,Thanks,false\r\n'
 */
export function supportCsvRecord(support: ExportedSupport, chain: Chain | undefined): string {
  return csvRecord([
    new Date(support.createdAt).toISOString(),
    String(support.chainId),
    chain?.name ?? '',
    support.asset.symbol,
    toDecimalString(BigInt(support.amount), support.asset.decimals),
    support.amount,
    support.from,
    support.txHash,
    explorerTxUrl(chain, support.txHash) ?? '',
    support.note ?? '',
    support.hidden ? 'true' : 'false',
  ])
}
