import type { Subscription } from 'rxjs'
import type { ConnectResult, WalletConnector } from '../../ports/walletConnector'

/** A connect request its wallet has not answered: the answer to come, and the pairing uri it last announced. */
export type OpenConnectRequest = {
  readonly connector: WalletConnector
  readonly answer: Promise<ConnectResult>
  readonly uri: string | undefined
}

type Entry = { request: OpenConnectRequest; uris: Subscription }

/**
 * Each wallet's connect request still open, whichever connect sent it. While its prompt is open a wallet refuses
 * another request (MetaMask: -32002 "Request already pending") and only that prompt's answer comes, so a visitor who
 * picked another wallet meanwhile and comes back must wait for that answer, not ask again. The answer (or failure)
 * forgets the request: nothing is kept once the wallet has spoken.
 */
export class OpenConnectRequests {
  private readonly entries = new Map<string, Entry>()

  /** The request still open to this wallet's `connector`, if any (a connector replaced since does not count). */
  find(walletId: string, connector: WalletConnector): OpenConnectRequest | undefined {
    const request = this.entries.get(walletId)?.request
    return request?.connector === connector ? request : undefined
  }

  /** Asks the wallet now (in the caller's click: no await before the prompt) and remembers it until it answers. */
  send(walletId: string, connector: WalletConnector): OpenConnectRequest {
    this.drop(walletId)
    let uri: string | undefined
    // Heard from before the request: a connector may announce its uri while connect() runs.
    const uris = connector.events$.subscribe((event) => {
      if (event.type === 'message') uri = event.uri
    })
    // A connector that throws instead of rejecting fails the same way.
    const answer = new Promise<ConnectResult>((resolve) => resolve(connector.connect()))
    const request: OpenConnectRequest = {
      connector,
      answer,
      get uri() {
        return uri
      },
    }
    this.entries.set(walletId, { request, uris })
    // Registered before any caller awaits the answer, so it is forgotten before that caller sees it.
    const forget = (): void => this.drop(walletId, request)
    answer.then(forget, forget)
    return request
  }

  /** Forgets every request (their answers may still come, and go unheard). */
  clear(): void {
    for (const walletId of [...this.entries.keys()]) this.drop(walletId)
  }

  /** Forgets the wallet's request (only `request` when given) and stops hearing its uri. */
  private drop(walletId: string, request?: OpenConnectRequest): void {
    const entry = this.entries.get(walletId)
    if (!entry || (request && entry.request !== request)) return
    entry.uris.unsubscribe()
    this.entries.delete(walletId)
  }
}
