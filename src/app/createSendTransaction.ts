import { BaseError } from '../domain/errors/baseError'
import { catalogueError, missingArgumentError } from '../domain/errors/errorCatalogue'
import { mapWalletError } from '../domain/errors/mapWalletError'
import type { WalletSessionService } from '../domain/connection/walletSession'
import { sameAddress, type Hash } from '../domain/shared/hex'
import type { WalletDirectory } from '../ports/walletDirectory'
import type { SendTransactionRequest } from '../ui/servicesContext'

/**
 * The UI's one way to send a transaction: through the connector of the connected wallet, and only from the
 * account and chain the request names (a wallet that switched meanwhile must not send from elsewhere).
 * Rejects with catalogue errors (`user-rejected`, `send-failed`...), `missing-argument` when not connected and
 * `session-changed` when the wallet's account or chain is not the request's.
 */
export function createSendTransaction({
  wallet,
  directory,
}: {
  wallet: WalletSessionService
  directory: WalletDirectory
}) {
  return async ({ from, to, value, chainId }: SendTransactionRequest): Promise<Hash> => {
    const session = wallet.getSnapshot()
    if (session.status !== 'connected') throw missingArgumentError('address')
    if (!sameAddress(session.address, from) || session.chain.id !== chainId || session.chain.unsupported) {
      throw new BaseError('The wallet changed account or network: check and send again.', { code: 'session-changed' })
    }
    const connector = directory.getConnector(session.walletId)
    if (!connector) throw catalogueError('connector-not-found')
    try {
      return await connector.sendTransaction({ from: session.address, to, value, chainId })
    } catch (err) {
      // Adapters map their errors already (passed through unchanged); anything else gets a catalogue code here.
      throw mapWalletError(err, 'send')
    }
  }
}
