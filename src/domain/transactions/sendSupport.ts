import { type Failure, failureOf } from '../errors/failure'
import { hasCode } from '../errors/baseError'
import type { Address, Hash, Hex } from '../shared/hex'
import type { NewTransaction } from './validateTransaction'

/** What sending support needs: the wallet's send, and the transaction log it is registered in. */
export type SendSupportDeps = {
  send(args: { from: Address; to: Address; value: bigint; data?: Hex | undefined; chainId: number }): Promise<Hash>
  transactions: { add(address: Address, chainId: number, transaction: NewTransaction): void }
}

/** A payment: `value` to `to` for the native currency; for a token, `data` (its transfer call) to its contract. */
export type SupportPayment = {
  from: Address
  to: Address
  chainId: number
  value: bigint
  data?: Hex | undefined
  description: string
}

/** Why a send failed, as a code of the one table (the UI words it with `errorText`); `unknown` for any other. */
export type SupportSendFailure = Failure

/** How a send ended, as the support form's event. */
export type SupportSendOutcome =
  | { type: 'sent'; hash: Hash }
  | { type: 'sendRejected' }
  | { type: 'sendFailed'; error: SupportSendFailure }

/**
 * Asks the wallet to send the payment and registers the hash as pending under the sender's account and chain.
 * Resolves to the form's outcome event and never rejects: a refusal in the wallet is `sendRejected`, anything else
 * `sendFailed` with the error's code.
 */
export async function sendSupport(deps: SendSupportDeps, payment: SupportPayment): Promise<SupportSendOutcome> {
  const { from, to, chainId, value, data, description } = payment
  try {
    const hash = await deps.send(data === undefined ? { from, to, value, chainId } : { from, to, value, data, chainId })
    deps.transactions.add(from, chainId, { hash, description })
    return { type: 'sent', hash }
  } catch (err) {
    if (hasCode(err, 'user-rejected')) return { type: 'sendRejected' }
    return { type: 'sendFailed', error: failureOf(err) }
  }
}
