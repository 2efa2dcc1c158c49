import type { SupportAsset } from '../../domain/support/support'
import type { SupportTotal } from '../../ports/creatorStore'

/** The order of totals: by chain id, the native currency first, then tokens by lower-case address. */
function totalKey({ chainId, asset }: { chainId: number; asset: SupportAsset }): string {
  return `${String(chainId).padStart(16, '0')}:${asset.address === null ? '' : asset.address.toLowerCase()}`
}

/**
 * Per chain and asset, the count and base-unit sum of notes, in chain id order, the native currency before tokens.
 * Summed with BigInt: wei overflows every SQL integer and a double, and SQL would add text values as floats. A total
 * names its asset as its first note does (one token address has one symbol and decimals on a chain).
 * @example sumSupportTotals([{ chainId: 1, asset: eth, amount: '5' }, { chainId: 1, asset: eth, amount: '7' }]) // [{ chainId: 1, asset: eth, count: 2, amount: '12' }]
 */
export function sumSupportTotals(
  notes: Iterable<{ chainId: number; asset: SupportAsset; amount: string }>,
): SupportTotal[] {
  const byAsset = new Map<string, { chainId: number; asset: SupportAsset; count: number; sum: bigint }>()
  for (const { chainId, asset, amount } of notes) {
    const key = totalKey({ chainId, asset })
    const total = byAsset.get(key) ?? { chainId, asset, count: 0, sum: 0n }
    byAsset.set(key, { ...total, count: total.count + 1, sum: total.sum + BigInt(amount) })
  }
  return [...byAsset]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { chainId, asset, count, sum }]) => ({ chainId, asset, count, amount: sum.toString() }))
}
