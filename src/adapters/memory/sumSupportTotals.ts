import type { SupportTotal } from '../../ports/creatorStore'

/**
 * Per-chain count and wei sum of notes, in chain id order. Summed with BigInt: wei overflows every SQL integer and a
 * double, and SQL would add text values as floats.
 * @example sumSupportTotals([{ chainId: 1, value: '5' }, { chainId: 1, value: '7' }]) // [{ chainId: 1, count: 2, wei: '12' }]
 */
export function sumSupportTotals(notes: Iterable<{ chainId: number; value: string }>): SupportTotal[] {
  const byChain = new Map<number, { count: number; wei: bigint }>()
  for (const { chainId, value } of notes) {
    const total = byChain.get(chainId) ?? { count: 0, wei: 0n }
    byChain.set(chainId, { count: total.count + 1, wei: total.wei + BigInt(value) })
  }
  return [...byChain]
    .sort(([a], [b]) => a - b)
    .map(([chainId, { count, wei }]) => ({ chainId, count, wei: wei.toString() }))
}
