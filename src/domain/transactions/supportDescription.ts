import { shortenAddress } from '../account/shortenAddress'
import { truncateName } from '../account/truncateName'
import type { Address } from '../shared/hex'

/** Who a support payment goes to, as Recent Transactions names them: the name truncated, or the shortened address. */
export function supportRecipient(creator: { address: Address; name?: string | null | undefined }): string {
  return creator.name ? truncateName(creator.name) : shortenAddress(creator.address)
}

/**
 * What a support payment is called in Recent Transactions: the creator's name, truncated
 * (product rules: "Address and name display"), or shortened address, and the amount as typed, canonicalised.
 * @example supportDescription({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, '0.05', 'ETH') === 'Support 0x70…79C8 with 0.05 ETH'
 */
export function supportDescription(
  creator: { address: Address; name?: string | null | undefined },
  amount: string,
  symbol: string,
): string {
  return `Support ${supportRecipient(creator)} with ${amount} ${symbol}`
}
