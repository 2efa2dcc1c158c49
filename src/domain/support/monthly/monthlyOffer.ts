import { graphemeLength } from '../../creators/graphemeLength'
import type { SupportToken } from '../../chains/supportTokens'
import { type Address, isAddress, sameAddress } from '../../shared/hex'
import { MAX_ALLOWANCE } from './spendPermission'

/** One monthly amount a creator offers: base units of the offer's token, a title, a line of what supporters get. */
type MonthlyTier = { readonly amount: bigint; readonly title: string; readonly benefits: string }

/** A creator's monthly offer: one to three tiers, all in one accepted token on one chain. */
export type MonthlyOffer = {
  readonly chainId: number
  readonly token: Address
  readonly tiers: readonly MonthlyTier[]
}

export const MAX_TIERS = 3
const MAX_TITLE_LENGTH = 40
const MAX_BENEFITS_LENGTH = 140

/** Why an offer, or one of its fields, is refused; `field` is a path into the offer (`tiers.1.title`). */
type MonthlyOfferProblemCode =
  | 'not-an-object'
  | 'token-not-accepted'
  | 'no-tiers'
  | 'too-many-tiers'
  | 'amount-invalid'
  | 'amount-repeated'
  | 'title-missing'
  | 'title-too-long'
  | 'benefits-too-long'

type MonthlyOfferProblem = { readonly field: string; readonly code: MonthlyOfferProblemCode }

export type MonthlyOfferReading =
  | { readonly ok: true; readonly offer: MonthlyOffer }
  | { readonly ok: false; readonly problems: readonly MonthlyOfferProblem[] }

const BASE_UNITS = /^[1-9][0-9]{0,48}$/

function readTier(raw: unknown, at: string, problems: MonthlyOfferProblem[]): MonthlyTier | null {
  const tier = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const before = problems.length
  const amountText = typeof tier.amount === 'string' ? tier.amount : ''
  const amount = BASE_UNITS.test(amountText) ? BigInt(amountText) : 0n
  if (amount <= 0n || amount > MAX_ALLOWANCE) problems.push({ field: `${at}.amount`, code: 'amount-invalid' })
  const title = typeof tier.title === 'string' ? tier.title.trim() : ''
  if (title === '') problems.push({ field: `${at}.title`, code: 'title-missing' })
  else if (graphemeLength(title, MAX_TITLE_LENGTH) > MAX_TITLE_LENGTH)
    problems.push({ field: `${at}.title`, code: 'title-too-long' })
  const benefits = typeof tier.benefits === 'string' ? tier.benefits.trim() : ''
  if (graphemeLength(benefits, MAX_BENEFITS_LENGTH) > MAX_BENEFITS_LENGTH)
    problems.push({ field: `${at}.benefits`, code: 'benefits-too-long' })
  return problems.length === before ? { amount, title, benefits } : null
}

/**
 * Reads a monthly offer sent as JSON (`amount` as a decimal string of base units), against the accepted tokens:
 * every problem found, by field, or the offer with texts trimmed. Amounts are distinct, so a supporter's allowance
 * names one tier.
 * @example readMonthlyOffer({ chainId: 8453, token: usdc, tiers: [{ amount: '5000000', title: 'Friend', benefits: '' }] }, tokens)
 */
export function readMonthlyOffer(raw: unknown, accepted: readonly SupportToken[]): MonthlyOfferReading {
  if (typeof raw !== 'object' || raw === null) return { ok: false, problems: [{ field: '', code: 'not-an-object' }] }
  const input = raw as Record<string, unknown>
  const problems: MonthlyOfferProblem[] = []
  const token = accepted.find(
    (t) => t.chainId === input.chainId && isAddress(input.token) && sameAddress(t.address, input.token),
  )
  if (!token) problems.push({ field: 'token', code: 'token-not-accepted' })
  const rawTiers = Array.isArray(input.tiers) ? input.tiers : []
  if (rawTiers.length === 0) problems.push({ field: 'tiers', code: 'no-tiers' })
  if (rawTiers.length > MAX_TIERS) problems.push({ field: 'tiers', code: 'too-many-tiers' })
  const tiers = rawTiers.slice(0, MAX_TIERS).map((tier, i) => readTier(tier, `tiers.${i}`, problems))
  tiers.forEach((tier, i) => {
    if (tier && tiers.slice(0, i).some((other) => other?.amount === tier.amount))
      problems.push({ field: `tiers.${i}.amount`, code: 'amount-repeated' })
  })
  if (problems.length > 0 || !token) return { ok: false, problems }
  return { ok: true, offer: { chainId: token.chainId, token: token.address, tiers: tiers as MonthlyTier[] } }
}
