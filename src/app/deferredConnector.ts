import { Subject, type Observable } from 'rxjs'
import { catalogueError } from '../domain/errors/errorCatalogue'
import type { Address, Hash, Hex } from '../domain/shared/hex'
import type { ConnectorEvent, ConnectResult, SendTransactionArgs, WalletConnector } from '../ports/walletConnector'
import type { WalletDirectory } from '../ports/walletDirectory'

/** See {@link deferredConnector}. */
class DeferredConnector implements WalletConnector {
  private real: WalletConnector | undefined
  private readonly events = new Subject<ConnectorEvent>()
  readonly events$: Observable<ConnectorEvent> = this.events.asObservable()

  constructor(
    readonly id: string,
    private readonly loadDirectory: () => Promise<WalletDirectory>,
  ) {}

  get name(): string {
    return this.real?.name ?? this.id
  }
  get type(): WalletConnector['type'] {
    return this.real?.type ?? 'injected'
  }
  /** The loaded connector's (absent before the load, as it is for a wallet that cannot switch). */
  get switchChain(): WalletConnector['switchChain'] {
    return this.real?.switchChain
  }
  get watchAsset(): WalletConnector['watchAsset'] {
    return this.real?.watchAsset
  }
  get rememberMobileLink(): WalletConnector['rememberMobileLink'] {
    return this.real?.rememberMobileLink
  }

  /** Ready until known otherwise (a reconnect checks the loaded connector). */
  isReady = (): boolean => this.real?.isReady() ?? true
  connect = async (args?: { chainId?: number | undefined }): Promise<ConnectResult> =>
    (await this.connector()).connect(args)
  disconnect = async (): Promise<void> => (await this.connector()).disconnect()
  signMessage = async (args: { address: Address; message: string }): Promise<Hex> =>
    (await this.connector()).signMessage(args)
  sendTransaction = async (args: SendTransactionArgs): Promise<Hash> => (await this.connector()).sendTransaction(args)

  reconnect = async (): Promise<ConnectResult | null> => {
    const connector = await this.connector()
    if (!connector.isReady()) throw catalogueError('connector-not-found', { details: `${this.id} is not ready` })
    return connector.reconnect()
  }

  private async connector(): Promise<WalletConnector> {
    if (this.real) return this.real
    const found = (await this.loadDirectory()).getConnector(this.id)
    if (!found) throw catalogueError('connector-not-found', { details: this.id })
    if (!this.real) {
      this.real = found
      found.events$.subscribe(this.events)
    }
    return this.real
  }
}

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
  return new DeferredConnector(walletId, loadDirectory)
}
