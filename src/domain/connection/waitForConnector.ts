import type { WalletConnector } from '../../ports/walletConnector'
import type { WalletDirectory } from '../../ports/walletDirectory'

/**
 * The connector of `walletId` once the directory has it ready (an EIP-6963 wallet may announce itself after the page
 * started), or undefined once `until` settles. `failed`, a connector that just could not find its wallet, is taken
 * again only after the directory changes (no retry loop on an unchanged directory).
 * @example await waitForConnector(directory, 'io.rabby', timeLimit(5000).reached)
 */
export function waitForConnector(
  directory: WalletDirectory,
  walletId: string,
  until: Promise<unknown>,
  failed?: WalletConnector,
): Promise<WalletConnector | undefined> {
  const ready = (): WalletConnector | undefined => {
    const connector = directory.getConnector(walletId)
    return connector?.isReady() ? connector : undefined
  }
  const now = ready()
  if (now && now !== failed) return Promise.resolve(now)
  return new Promise((resolve) => {
    let stop = (): void => undefined
    const finish = (connector: WalletConnector | undefined): void => {
      stop()
      resolve(connector)
    }
    stop = directory.subscribe(() => {
      const found = ready()
      if (found) finish(found)
    })
    void until.then(() => finish(undefined))
  })
}
