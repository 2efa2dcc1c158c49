import { Subject } from 'rxjs'
import { catalogueError } from '../domain/errors/errorCatalogue'
import { memoizeUntilFailure } from '../domain/shared/memoizeUntilFailure'
import type { ConnectorEvent, WalletConnector } from '../ports/walletConnector'
import type { WalletDirectory } from '../ports/walletDirectory'
import { lazyPort } from './lazyPort'

/**
 * A stand-in for the connector of `walletId` while the wallet directory's code is still loading (an auto-connect at
 * page load asks for it at once): every call waits for the directory and goes to its connector, whose events it
 * forwards. Ready until known otherwise: a reconnect of a wallet that turns out absent or not ready rejects with
 * connector-not-found, and the ConnectionService then waits for the directory to announce it (EIP-6963 wallets may
 * announce themselves after the page started), within its auto-connect time limit. Wallet errors come mapped from the
 * loaded connector; a directory that failed to load is the request's fallback failure in the session, as
 * product rules: "Wallet errors" says.
 */
export function deferredConnector(walletId: string, loadDirectory: () => Promise<WalletDirectory>): WalletConnector {
  const events = new Subject<ConnectorEvent>()
  // Found once: an absent wallet is looked for again on the next call.
  const connector = lazyPort(
    memoizeUntilFailure(async () => {
      const found = (await loadDirectory()).getConnector(walletId)
      if (!found) throw catalogueError('connector-not-found', { details: walletId })
      return found
    }),
    (found) => found.events$.subscribe(events),
  )
  return {
    id: walletId,
    events$: events.asObservable(),
    get name() {
      return connector.current?.name ?? walletId
    },
    get type() {
      return connector.current?.type ?? 'injected'
    },
    /** The loaded connector's (absent before the load, as it is for a wallet that cannot switch). */
    get switchChain() {
      return connector.current?.switchChain
    },
    get watchAsset() {
      return connector.current?.watchAsset
    },
    get rememberMobileLink() {
      return connector.current?.rememberMobileLink
    },
    /** The loaded connector's (a restored WalletConnect session names its wallet's app). */
    get appLink() {
      return connector.current?.appLink
    },
    /** Ready until known otherwise (a reconnect checks the loaded connector). */
    isReady: () => connector.current?.isReady() ?? true,
    ...connector.calls(['connect', 'disconnect', 'signMessage', 'sendTransaction']),
    reconnect: async () => {
      const loaded = await connector.get()
      if (!loaded.isReady()) throw catalogueError('connector-not-found', { details: `${walletId} is not ready` })
      return loaded.reconnect()
    },
  }
}
