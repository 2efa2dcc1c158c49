import type { Context, Handler } from 'hono'
import { admitSupportClaim } from '../../domain/creators/admitSupportClaim'
import type { SupportNote } from '../../domain/creators/supportNote'
import type { Address, Hash } from '../../domain/shared/hex'
import type { StoredSession } from '../../ports/sessionStore'
import { apiErrorResponse } from './apiErrorResponse'
import { type CreatorRoutes, creatorOf, invalidAddress, jsonBody, unauthenticated } from './creatorRequest'
import { readClaimFacts } from './readClaimFacts'
import { readLiveSession } from './readLiveSession'
import { readSupportClaimBody } from './readSupportClaimBody'

const SUPPORT_MISMATCH_MESSAGES = {
  'unconfigured-chain': 'The transaction is on a chain this app does not serve',
  'another-recipient': 'The transaction does not pay this creator',
  'another-sender': 'The transaction was not sent by the signed-in account',
  failed: 'The transaction failed',
  'zero-value': 'The transaction carries no value',
} as const

/** A claim is admitted by admitSupportClaim on what the chain says; the store's one insert answers already-recorded. */
export function recordSupport(routes: CreatorRoutes): Handler {
  return async (c) => {
    const creator = creatorOf(routes, c)
    if (!creator) return invalidAddress(c)
    const session = await readLiveSession(c, routes.sessions, routes.clock)
    if (!session) return unauthenticated(c)
    const body = await jsonBody(c)
    if ('refused' in body) return body.refused
    const claim = readSupportClaimBody(body.value)
    if ('code' in claim) {
      const { code, message, field, problems } = claim
      return apiErrorResponse(c, 400, code, message, { field, problems })
    }
    const facts = await readClaimFacts(routes.chainReader, routes.chainIds, claim, routes.rpcDeadlineMs)
    const admission = admitSupportClaim(
      { creator, supporter: session.address, chainId: claim.chainId, txHash: claim.txHash },
      // Not looked up first: two claims could both find nothing; the store's one conditional insert decides instead.
      { ...facts, alreadyRecorded: false },
    )
    if (!admission.ok && admission.code === 'tx-pending')
      return apiErrorResponse(c, 409, 'tx-pending', 'The transaction is not mined yet, please retry')
    if (!admission.ok && admission.code === 'tx-mismatch') {
      const message = SUPPORT_MISMATCH_MESSAGES[admission.reason]
      return apiErrorResponse(c, 422, 'tx-mismatch', message, { reason: admission.reason })
    }
    return record(routes, c, creator, supportNote(routes, session, claim, facts.transaction?.value ?? 0n))
  }
}

function supportNote(
  { clock }: CreatorRoutes,
  session: StoredSession,
  claim: { chainId: number; txHash: Hash; note: string },
  value: bigint,
): SupportNote {
  const { chainId, txHash, note } = claim
  return {
    chainId,
    txHash,
    from: session.address,
    value: value.toString(),
    note,
    createdAt: clock.now(),
    hidden: false,
  }
}

async function record(routes: CreatorRoutes, c: Context, creator: Address, note: SupportNote): Promise<Response> {
  if ((await routes.store.recordSupport(creator, note)) === 'already-recorded')
    return apiErrorResponse(c, 409, 'already-recorded', 'A note is already recorded for this transaction')
  return c.json(note, 201)
}
