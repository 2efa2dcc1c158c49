import { hasCode } from '../errors/baseError'
import { ERROR_MESSAGES } from '../errors/errorCatalogue'
import type { Address, Hash } from '../shared/hex'
import type { SupportEvent } from './supportFlow'
import type { NewTransaction } from './validateTransaction'

/** What sending support needs: the wallet's send, and the transaction log it is registered in. */
export type SendSupportDeps = {
  send(args: { from: Address; to: Address; value: bigint; chainId: number }): Promise<Hash>
  transactions: { add(address: Address, chainId: number, transaction: NewTransaction): void }
}

export type SupportPayment = { from: Address; to: Address; chainId: number; value: bigint; description: string }

/**
 * Asks the wallet to send the payment and registers the hash as pending under the sender's account and chain.
 * Resolves to the flow's outcome event and never rejects: a refusal in the wallet is `rejected`, anything else
 * `failed` with the error's short message.
 */
export async function sendSupport(
  deps: SendSupportDeps,
  payment: SupportPayment,
): Promise<Extract<SupportEvent, { type: 'sent' | 'rejected' | 'failed' }>> {
  const { from, to, chainId, value, description } = payment
  try {
    const hash = await deps.send({ from, to, value, chainId })
    deps.transactions.add(from, chainId, { hash, description })
    return { type: 'sent', hash }
  } catch (err) {
    if (hasCode(err, 'user-rejected')) return { type: 'rejected' }
    return { type: 'failed', message: shortMessage(err) }
  }
}

function shortMessage(err: unknown): string {
  const short = typeof err === 'object' && err !== null ? (err as { shortMessage?: unknown }).shortMessage : undefined
  return typeof short === 'string' && short.trim() !== '' ? short : ERROR_MESSAGES.unknown
}
