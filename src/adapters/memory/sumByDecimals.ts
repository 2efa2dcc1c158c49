import type { AssetSum } from '../../domain/creators/goalProgress'

/**
 * Base units summed with BigInt per decimals, in decimals order (what a goal counts: CreatorStore.sumSupports).
 * @example sumByDecimals([{ decimals: 6, amount: '5' }, { decimals: 6, amount: '7' }]) // [{ decimals: 6, amount: '12' }]
 */
export function sumByDecimals(amounts: Iterable<{ decimals: number; amount: string }>): AssetSum[] {
  const sums = new Map<number, bigint>()
  for (const { decimals, amount } of amounts) sums.set(decimals, (sums.get(decimals) ?? 0n) + BigInt(amount))
  return [...sums].sort(([a], [b]) => a - b).map(([decimals, sum]) => ({ decimals, amount: sum.toString() }))
}
