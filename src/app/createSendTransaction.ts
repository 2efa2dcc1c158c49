import { catalogueError, missingArgumentError } from '../domain/errors/errorCatalogue'
import type { WalletSessionService } from '../domain/connection/walletSession'
import { sameAddress, type Hash } from '../domain/shared/hex'
import type { SendTransactionRequest } from '../ui/servicesContext'

/**
 * The UI's one way to send a transaction: through the session service, and only from the account and chain the
 * request names (a wallet that switched meanwhile must not send from elsewhere).
 * Rejects with catalogue errors (`user-rejected`, `send-failed`...), `missing-argument` when not connected and
 * `session-changed` when the wallet's account or chain is not the request's.
 */
export function createSendTransaction({ wallet }: { wallet: WalletSessionService }) {
  return async (request: SendTransactionRequest): Promise<Hash> => {
    const { from, chainId } = request
    const session = wallet.getSnapshot()
    if (session.status !== 'connected') throw missingArgumentError('address')
    if (!sameAddress(session.address, from) || session.chain.id !== chainId || session.chain.unsupported) {
      throw catalogueError('session-changed')
    }
    const outcome = await wallet.sendTransaction({ ...request, from: session.address })
    if (outcome.status === 'sent') return outcome.hash
    throw outcome.error
  }
}
