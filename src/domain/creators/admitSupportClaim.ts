import { sameAddress, type Address, type Hash } from '../shared/hex'

/** What a signed-in supporter says: "I paid this creator with this transaction". */
export type SupportClaim = { creator: Address; supporter: Address; chainId: number; txHash: Hash }

/** What the server found out about the claim: the chains it reads, the chain's answer, its own records. */
export type SupportClaimFacts = {
  configuredChainIds: readonly number[]
  /** The transaction by its hash on the claimed chain; null when the node does not know it. */
  transaction: { from: Address; to: Address | null; value: bigint } | null
  /** Null while the transaction is not in a block. */
  receipt: { status: 'success' | 'reverted' } | null
  /** A note is already stored for this chain and transaction hash. */
  alreadyRecorded: boolean
}

/** Why a claim can never be admitted as it stands. */
export type SupportClaimMismatch =
  | 'unconfigured-chain'
  | 'another-recipient'
  | 'another-sender'
  | 'failed'
  | 'zero-value'

/** The answer to a claim: admitted, ask again later, never, or already done. */
export type SupportClaimAdmission =
  | { ok: true }
  | { ok: false; code: 'tx-pending' }
  | { ok: false; code: 'tx-mismatch'; reason: SupportClaimMismatch }
  | { ok: false; code: 'already-recorded' }

const PENDING: SupportClaimAdmission = { ok: false, code: 'tx-pending' }

function mismatch(reason: SupportClaimMismatch): SupportClaimAdmission {
  return { ok: false, code: 'tx-mismatch', reason }
}

/**
 * Whether a supporter's claim may be recorded: a successful transaction on a configured chain, from the supporter
 * to the creator, carrying value, not recorded before. Checks run in a fixed order so one set of facts has one answer:
 * 1. an unconfigured chain first: facts read from a chain the app does not serve mean nothing;
 * 2. an unknown transaction is pending: a node learns of a just-sent transaction some time after the wallet sent it,
 *    and refusing it then would lose real support; a made-up hash is never recorded, it only costs the caller retries;
 * 3. recipient, sender, value: the hash commits to them, so a known transaction that pays someone else, comes from
 *    someone else or carries nothing is refused at once, without waiting for it to be mined;
 * 4. no receipt is pending, a reverted one failed;
 * 5. already-recorded last: it answers a resubmitted claim that would otherwise be admitted, never hides a mismatch.
 * @example admitSupportClaim(claim, { ...facts, receipt: null }) // { ok: false, code: 'tx-pending' }
 */
export function admitSupportClaim(claim: SupportClaim, facts: SupportClaimFacts): SupportClaimAdmission {
  if (!facts.configuredChainIds.includes(claim.chainId)) return mismatch('unconfigured-chain')
  const { transaction, receipt } = facts
  if (transaction === null) return PENDING
  if (transaction.to === null || !sameAddress(transaction.to, claim.creator)) return mismatch('another-recipient')
  if (!sameAddress(transaction.from, claim.supporter)) return mismatch('another-sender')
  if (transaction.value <= 0n) return mismatch('zero-value')
  if (receipt === null) return PENDING
  if (receipt.status !== 'success') return mismatch('failed')
  return facts.alreadyRecorded ? { ok: false, code: 'already-recorded' } : { ok: true }
}
