import type { Support } from '../support/support'

/**
 * A note's identity: one note per transaction (hashes compared in any case).
 * @example noteKey({ chainId: 1, txHash: '0xAB…' }) // '1:0xab…'
 */
export const noteKey = (note: Pick<Support, 'chainId' | 'txHash'>): string =>
  `${note.chainId}:${note.txHash.toLowerCase()}`
