import type { ClaimFacts } from '../../domain/support/claim'
import { withDeadline } from '../../domain/shared/deadline'
import { BaseError } from '../../domain/errors/baseError'
import type { Hash } from '../../domain/shared/hex'
import type { ChainReader } from '../../ports/chainReader'

/** How long the chain reads of one claim may take before the API answers 503 rather than keep a supporter waiting. */
export const RPC_DEADLINE_MS = 5_000

/** The chain could not be read in time: the API answers 503 `rpc-unavailable`. */
export class RpcUnavailableError extends BaseError {
  constructor(details: string, cause?: unknown) {
    super('The chain cannot be read right now, please retry', { code: 'rpc-unavailable', details, cause })
  }
}

/**
 * What the chain says about a claimed transaction: the transaction and its receipt, read together within
 * `deadlineMs`. An unconfigured chain is not read at all (admitClaim refuses it first). A failed or late read
 * rejects with RpcUnavailableError; the read left running is not awaited.
 */
export async function readClaimFacts(
  reader: ChainReader,
  configuredChainIds: readonly number[],
  claim: { chainId: number; txHash: Hash },
  deadlineMs = RPC_DEADLINE_MS,
): Promise<Omit<ClaimFacts, 'alreadyRecorded'>> {
  if (!configuredChainIds.includes(claim.chainId)) return { configuredChainIds, transaction: null, receipt: null }
  const args = { chainId: claim.chainId, hash: claim.txHash }
  try {
    const [transaction, receipt] = await withDeadline(
      () => Promise.all([reader.getTransaction(args), reader.getTransactionReceipt(args)]),
      deadlineMs,
      () => new RpcUnavailableError(`no answer within ${deadlineMs} ms`),
    )
    return { configuredChainIds, transaction, receipt }
  } catch (err) {
    if (err instanceof RpcUnavailableError) throw err
    throw new RpcUnavailableError((err as Error)?.message ?? String(err), err)
  }
}
