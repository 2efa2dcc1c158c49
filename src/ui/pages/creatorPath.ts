/** The creator page of an address or ENS name. @example creatorPath('vitalik.eth') === '/creators/vitalik.eth' */
export function creatorPath(addressOrName: string): string {
  return `/creators/${encodeURIComponent(addressOrName)}`
}
