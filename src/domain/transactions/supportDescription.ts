import { shortenAddress } from '../account/shortenAddress'
import { truncateName } from '../account/truncateName'
import { formatMessage, type Wording } from '../i18n/formatMessage'
import type { Address } from '../shared/hex'

/** The words of a support's name around its values, as data: the UI's catalogue message in the visitor's language. */
export type SupportWording = Wording

const ENGLISH: SupportWording = { template: 'Support {amount} {symbol} to {who}', locale: 'en', rightToLeft: false }

/**
 * What a support payment is called in Recent Transactions: the creator's name, truncated
 * (product rules: "Address and name display"), or shortened address, and the amount as typed, canonicalised; in
 * `wording` (English by default).
 * @example supportDescription({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, '0.05', 'ETH') === 'Support 0.05 ETH to 0x70…79C8'
 */
export function supportDescription(
  creator: { address: Address; name?: string | null | undefined },
  amount: string,
  symbol: string,
  wording: SupportWording = ENGLISH,
): string {
  const who = creator.name ? truncateName(creator.name) : shortenAddress(creator.address)
  return formatMessage(wording.template, { who, amount, symbol }, wording.locale, wording.rightToLeft)
}
