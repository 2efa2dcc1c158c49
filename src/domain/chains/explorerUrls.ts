import type { Chain } from './chain'

function explorerBase(chain: Chain | undefined): string | undefined {
  const url = chain?.blockExplorer?.url
  if (!url) return undefined
  return url.replace(/\/+$/, '')
}

/** The explorer page of a transaction, or undefined when the chain has no explorer. @example .../tx/0xabc */
export function explorerTxUrl(chain: Chain | undefined, hash: string): string | undefined {
  const base = explorerBase(chain)
  return base === undefined ? undefined : `${base}/tx/${hash}`
}

/** The explorer page of an address ("View more on Explorer"), or undefined when the chain has no explorer. */
export function explorerAddressUrl(chain: Chain | undefined, address: string): string | undefined {
  const base = explorerBase(chain)
  return base === undefined ? undefined : `${base}/address/${address}`
}
