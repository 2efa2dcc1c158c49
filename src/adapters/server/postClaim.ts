import type { Handler } from 'hono'
import { admitClaim, type ClaimedPayment, claimedPayment } from '../../domain/support/claim'
import { DEFAULT_NATIVE_CURRENCY } from '../../domain/chains/chain'
import type { Support } from '../../domain/support/support'
import type { StoredSession } from '../../ports/sessionStore'
import { ApiError } from './apiError'
import { type CreatorRoutes, creatorIn, jsonBody, signedIn } from './creatorRequest'
import { readClaimFacts } from './readClaimFacts'
import { readSupportClaimBody } from './readSupportClaimBody'

const SUPPORT_MISMATCH_MESSAGES = {
  'unconfigured-chain': 'The transaction is on a chain this app does not serve',
  'another-recipient': 'The transaction does not pay this creator',
  'another-sender': 'The transaction was not sent by the signed-in account',
  failed: 'The transaction failed',
  'zero-value': 'The transaction carries no value',
  'token-not-accepted': 'The transaction transfers no token accepted on this chain',
} as const

/** A refused claim: counted by its code (and mismatch reason), then answered. */
function refuse(routes: CreatorRoutes, error: ApiError): never {
  routes.telemetry.supportClaim({ outcome: 'refused', code: error.code, reason: error.extra.reason })
  throw error
}

/**
 * A claim is admitted by admitClaim on what the chain says, at any depth (it does not wait for the indexer's
 * confirmations); its note is attached to the support whether the indexer found it already or not (then the support
 * is stored with it); the store answers already-recorded once the support has a note.
 */
export function postClaim(routes: CreatorRoutes): Handler {
  return async (c) => {
    const creator = creatorIn(routes, c)
    const session = await signedIn(routes, c)
    const claim = readSupportClaimBody(await jsonBody(c))
    if ('code' in claim) {
      const { code, message, field, problems } = claim
      refuse(routes, new ApiError(400, code, message, { field, problems }))
    }
    const read = await readClaimFacts(routes.chainReader, routes.chainIds, claim, routes.rpcDeadlineMs)
    const supportClaim = { creator, supporter: session.address, chainId: claim.chainId, txHash: claim.txHash }
    // Not looked up first: two claims could both find nothing; the store's one conditional insert decides instead.
    const facts = { ...read, supportTokens: routes.supportTokens, alreadyRecorded: false }
    const admission = admitClaim(supportClaim, facts)
    if (!admission.ok && admission.code === 'tx-pending')
      refuse(routes, new ApiError(409, 'tx-pending', 'The transaction is not mined yet, please retry'))
    if (!admission.ok && admission.code === 'tx-mismatch') {
      const message = SUPPORT_MISMATCH_MESSAGES[admission.reason]
      refuse(routes, new ApiError(422, 'tx-mismatch', message, { reason: admission.reason }))
    }
    const payment = claimedPayment(supportClaim, facts) ?? { token: null, amount: 0n }
    const blockNumber = read.receipt?.blockNumber === undefined ? null : Number(read.receipt.blockNumber)
    const support = { ...claimedSupport(routes, session, claim, payment), blockNumber }
    const attached = await routes.store.attachNote(creator, support)
    if (attached === 'already-recorded')
      refuse(routes, new ApiError(409, 'already-recorded', 'A note is already recorded for this transaction'))
    routes.telemetry.supportClaim({ outcome: 'recorded' })
    if (attached === 'inserted') {
      const { chainId, asset } = support
      routes.telemetry.supportIndexer({ type: 'found', chainId, asset: asset.symbol, source: 'claim', count: 1 })
    }
    const stored = await routes.store.getSupport(creator, support.chainId, support.txHash)
    return c.json(stored?.note === support.note ? stored : support, 201)
  }
}

/** The support a claim pays, with its note; its block is the receipt's, its time now until the indexer reaches it. */
function claimedSupport(
  routes: CreatorRoutes,
  session: StoredSession,
  claim: { chainId: number; txHash: Support['txHash']; note: string },
  { token, amount }: ClaimedPayment,
): Omit<Support, 'blockNumber'> {
  const { chainId, txHash, note } = claim
  const { symbol, decimals } = token ?? routes.nativeCurrencies[chainId] ?? DEFAULT_NATIVE_CURRENCY
  return {
    chainId,
    txHash,
    from: session.address,
    asset: { symbol, decimals, address: token ? token.address : null },
    amount: amount.toString(),
    note,
    createdAt: routes.clock.now(),
    hidden: false,
  }
}
