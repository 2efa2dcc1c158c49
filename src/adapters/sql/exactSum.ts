import { type AliasedRawBuilder, sql } from 'kysely'
import type { DatabaseConfig } from './openDatabase'

/** Digits per part: a part's sum over 9 billion rows still fits SQLite's 64-bit integer. */
const PART_DIGITS = 9
/** Parts of an amount: 81 digits, past the 78 of the largest token amount (2^256 - 1). */
const PARTS = 9

/**
 * The SQL sum, exact, of a text column of non-negative integers in base units of any size, as a select list with its
 * reading back. PostgreSQL sums NUMERIC (arbitrary precision). SQLite has no such type: its integers stop at 2^63 and
 * `total()` is a float, so each value is cut into 9-digit parts from the right (`substr` counts from the end), each
 * part summed as an integer, and the sums joined with BigInt: the database still reads the rows, the process one row.
 * @example const parts = exactSum('sqlite', 'value'); const row = await q.select(parts.select).executeTakeFirst(); parts.read(row) // '12'
 */
export function exactSum(
  kind: DatabaseConfig['kind'],
  column: string,
): { select: AliasedRawBuilder<string | null, string>[]; read(row: object): string } {
  const ref = sql.ref(column)
  if (kind === 'postgres') {
    return {
      select: [sql<string>`cast(sum(cast(${ref} as numeric)) as text)`.as('sum_all')],
      read: (row) => BigInt(String((row as Record<string, unknown>).sum_all)).toString(),
    }
  }
  const parts = Array.from({ length: PARTS }, (_, i) => `sum_${i}`)
  // A part past a value's length is null, not summed: most amounts are a few parts long.
  const part = (i: number) =>
    sql`case when length(${ref}) > ${sql.lit(PART_DIGITS * i)} then cast(substr(${ref}, ${sql.lit(-PART_DIGITS * (i + 1))}, ${sql.lit(PART_DIGITS)}) as integer) end`
  return {
    select: parts.map((name, i) => sql<string | null>`cast(sum(${part(i)}) as text)`.as(name)),
    read: (row) =>
      parts
        .reduce((acc, name, i) => {
          const sum = (row as Record<string, unknown>)[name]
          return sum === null ? acc : acc + BigInt(String(sum)) * 10n ** BigInt(PART_DIGITS * i)
        }, 0n)
        .toString(),
  }
}
