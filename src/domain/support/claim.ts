import type { SupportToken } from '../chains/supportTokens'
import { sameAddress, type Address, type Hash } from '../shared/hex'
import { type EventLog, readTokenTransfer, type TokenTransfer } from './tokenTransfer'

/**
 * A claim: a supporter's request to attach their note (trimmed, may be empty) to their support of `creator`, the
 * payment made by transaction `txHash` on `chainId`.
 */
export type Claim = {
  readonly creator: Address
  readonly chainId: number
  readonly txHash: Hash
  readonly note: string
}

/** A claim as the browser posts it to the creator's supports (the creator is in the path). */
export type ClaimBody = Omit<Claim, 'creator'>

/** A claim as the server judges it: "I, the signed-in `supporter`, paid this creator with this transaction". */
export type SignedClaim = { creator: Address; supporter: Address; chainId: number; txHash: Hash }

/** What the server found out about the claim: the chains it reads, the chain's answer, its own records. */
export type ClaimFacts = {
  configuredChainIds: readonly number[]
  /** The tokens accepted (VITE_SUPPORT_TOKENS), on any chain; none when absent. */
  supportTokens?: readonly SupportToken[] | undefined
  /** The transaction by its hash on the claimed chain; null when the node does not know it. */
  transaction: { from: Address; to: Address | null; value: bigint } | null
  /** Null while the transaction is not in a block; `logs` are its receipt's (none when absent). */
  receipt: { status: 'success' | 'reverted'; blockNumber?: bigint; logs?: readonly EventLog[] | undefined } | null
  /** A note is already stored for this chain and transaction hash. */
  alreadyRecorded: boolean
}

/** Why a claim can never be admitted as it stands. */
export type ClaimMismatch =
  | 'unconfigured-chain'
  | 'another-recipient'
  | 'another-sender'
  | 'failed'
  | 'zero-value'
  | 'token-not-accepted'

/** The answer to a claim: admitted, ask again later, never, or already done. */
export type ClaimAdmission =
  | { ok: true }
  | { ok: false; code: 'tx-pending' }
  | { ok: false; code: 'tx-mismatch'; reason: ClaimMismatch }
  | { ok: false; code: 'already-recorded' }

/** What an admissible claim paid the creator: the native currency (`token` null) or a token, in base units. */
export type ClaimedPayment = { token: SupportToken | null; amount: bigint }

const PENDING: ClaimAdmission = { ok: false, code: 'tx-pending' }

function mismatch(reason: ClaimMismatch): ClaimAdmission {
  return { ok: false, code: 'tx-mismatch', reason }
}

type Judged = { refusal: ClaimAdmission } | { payment: ClaimedPayment }

/** The native-currency rules: the transaction itself pays the creator (steps 3 and 4 of admitClaim). */
function nativeClaim(
  claim: SignedClaim,
  transaction: NonNullable<ClaimFacts['transaction']>,
  receipt: ClaimFacts['receipt'],
): Judged {
  if (transaction.to === null || !sameAddress(transaction.to, claim.creator))
    return { refusal: mismatch('another-recipient') }
  if (!sameAddress(transaction.from, claim.supporter)) return { refusal: mismatch('another-sender') }
  if (transaction.value <= 0n) return { refusal: mismatch('zero-value') }
  if (receipt === null) return { refusal: PENDING }
  if (receipt.status !== 'success') return { refusal: mismatch('failed') }
  return { payment: { token: null, amount: transaction.value } }
}

/** The token rules: the receipt's Transfer logs of accepted tokens pay the creator (step 3' of admitClaim). */
function tokenClaim(claim: SignedClaim, receipt: ClaimFacts['receipt'], accepted: SupportToken[]): Judged {
  if (receipt === null) return { refusal: PENDING }
  if (receipt.status !== 'success') return { refusal: mismatch('failed') }
  const transfers = (receipt.logs ?? [])
    .map(readTokenTransfer)
    .filter((t): t is TokenTransfer => t !== null && accepted.some((token) => sameAddress(token.address, t.token)))
  if (transfers.length === 0) return { refusal: mismatch('token-not-accepted') }
  const toCreator = transfers.filter((t) => sameAddress(t.to, claim.creator))
  if (toCreator.length === 0) return { refusal: mismatch('another-recipient') }
  const paid = toCreator.filter((t) => sameAddress(t.from, claim.supporter))
  if (paid.length === 0) return { refusal: mismatch('another-sender') }
  for (const token of paid) {
    const amount = paid.filter((t) => sameAddress(t.token, token.token)).reduce((sum, t) => sum + t.value, 0n)
    const accepting = accepted.find((a) => sameAddress(a.address, token.token)) as SupportToken
    if (amount > 0n) return { payment: { token: accepting, amount } }
  }
  return { refusal: mismatch('zero-value') }
}

function judge(claim: SignedClaim, facts: ClaimFacts): Judged {
  if (!facts.configuredChainIds.includes(claim.chainId)) return { refusal: mismatch('unconfigured-chain') }
  const { transaction } = facts
  if (transaction === null) return { refusal: PENDING }
  const accepted = (facts.supportTokens ?? []).filter((token) => token.chainId === claim.chainId)
  const native =
    transaction.value > 0n ||
    (transaction.to !== null && sameAddress(transaction.to, claim.creator)) ||
    accepted.length === 0
  return native ? nativeClaim(claim, transaction, facts.receipt) : tokenClaim(claim, facts.receipt, accepted)
}

/**
 * Whether a supporter's claim may be recorded: a successful transaction on a configured chain that pays the creator
 * from the supporter, not recorded before. Checks run in a fixed order so one set of facts has one answer:
 * 1. an unconfigured chain first: facts read from a chain the app does not serve mean nothing;
 * 2. an unknown transaction is pending: a node learns of a just-sent transaction some time after the wallet sent it,
 *    and refusing it then would lose real support; a made-up hash is never recorded, it only costs the caller retries;
 * then the claim is classified, from the transaction alone (so a claim's kind never changes once it is known):
 * **native** when the transaction carries value, or is sent to the creator, or the chain accepts no token; otherwise
 * (no value, sent to someone else: a token contract, a smart account, a bundler's entry point) it is a **token**
 * claim. On a chain without accepted tokens every claim is native, judged exactly as before tokens existed.
 * Native:
 * 3. recipient, sender, value: the hash commits to them, so a known transaction that pays someone else, comes from
 *    someone else or carries nothing is refused at once, without waiting for it to be mined;
 * 4. no receipt is pending, a reverted one failed.
 * Token (only the receipt says who was paid, so it is awaited first):
 * 3'. no receipt is pending, a reverted one failed; then among the receipt's ERC-20 Transfer logs emitted by a token
 *    accepted on the claimed chain: none at all is `token-not-accepted` (another token's transfer, or none); none to
 *    the creator is `another-recipient`; none of those from the supporter is `another-sender` (the log's `from`
 *    names the supporter, not the transaction's sender: a smart account paying through a bundler is admitted); a
 *    sum of zero is `zero-value`. Several transfers of one token from the supporter to the creator count their sum;
 *    a note has one asset, so when one transaction pays in two accepted tokens the first (in log order) counts.
 * 5. already-recorded last: it answers a resubmitted claim that would otherwise be admitted, never hides a mismatch.
 * @example admitClaim(claim, { ...facts, receipt: null }) // { ok: false, code: 'tx-pending' }
 */
export function admitClaim(claim: SignedClaim, facts: ClaimFacts): ClaimAdmission {
  const judged = judge(claim, facts)
  if ('refusal' in judged) return judged.refusal
  return facts.alreadyRecorded ? { ok: false, code: 'already-recorded' } : { ok: true }
}

/**
 * What an admissible claim paid the creator, by admitClaim's rules: the native currency's value, or the
 * summed transfers of one accepted token; null for a claim that would not be admitted on these facts.
 * @example claimedPayment(claim, facts) // { token: { chainId: 8453, address, symbol: 'USDC', decimals: 6 }, amount: 5000000n }
 */
export function claimedPayment(claim: SignedClaim, facts: ClaimFacts): ClaimedPayment | null {
  const judged = judge(claim, facts)
  return 'payment' in judged ? judged.payment : null
}
