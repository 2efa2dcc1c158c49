import { type Address, type Hash, isAddress, isHash } from '../shared/hex'

/** What names a receipt: the creator and the support transaction (its chain and hash). */
export type ReceiptKey = { readonly creator: Address; readonly chainId: number; readonly txHash: Hash }

const CHAIN_ID = /^[1-9][0-9]{0,15}$/

/**
 * The receipt the route's segments name, or undefined when one is malformed (the page shows it as not found).
 * @example parseReceiptKey('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '1', '0xab…') // { creator, chainId: 1, txHash }
 */
export function parseReceiptKey(creator: string, chainId: string, txHash: string): ReceiptKey | undefined {
  if (!isAddress(creator) || !CHAIN_ID.test(chainId) || !isHash(txHash)) return undefined
  const id = Number(chainId)
  return Number.isSafeInteger(id) ? { creator, chainId: id, txHash } : undefined
}

/**
 * The receipt page's path (product rules: "Receipts").
 * @example receiptPath({ creator: '0x7099…', chainId: 1, txHash: '0xab…' }) // '/creators/0x7099…/supports/1/0xab…'
 */
export function receiptPath({ creator, chainId, txHash }: ReceiptKey): string {
  return `/creators/${creator}/supports/${chainId}/${txHash}`
}
