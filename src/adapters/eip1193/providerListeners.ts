import type { ConnectorEvent } from '../../ports/walletConnector'
import type { SessionChain } from '../../domain/chains/chain'
import type { Eip1193Provider } from './eip1193Provider'
import { parseChainId } from '../../domain/chains/chainId'
import { readAccounts } from './readAccounts'

/** MetaMask emits `disconnect` with this code while it reconnects to a chain; the session is not over. */
const RECONNECTING = 1013

export type ListenerHandlers = {
  emit: (event: ConnectorEvent) => void
  toSessionChain: (chainId: number) => SessionChain
  /** Called when the wallet ended the session (empty accounts, disconnect). */
  onEnded: () => void
}

/**
 * Subscribes to a provider's accountsChanged / chainChanged / disconnect events and turns them into connector
 * events (product rules: "Wallet connector events": an empty account list means disconnected). Returns the unsubscribe
 * function. Malformed payloads are ignored: a broken wallet must not break the app.
 */
export function listenToProvider(provider: Eip1193Provider, handlers: ListenerHandlers): () => void {
  const end = (): void => {
    handlers.emit({ type: 'disconnect' })
    handlers.onEnded()
  }
  const onAccountsChanged = (payload: unknown): void => {
    let accounts: ReturnType<typeof readAccounts>
    try {
      accounts = readAccounts(payload)
    } catch {
      return
    }
    if (accounts.length === 0) end()
    else handlers.emit({ type: 'change', accounts })
  }
  const onChainChanged = (payload: unknown): void => {
    const id = parseChainId(payload)
    if (id !== undefined) handlers.emit({ type: 'change', chain: handlers.toSessionChain(id) })
  }
  const onDisconnect = (error: unknown): void => {
    if ((error as { code?: unknown } | undefined)?.code !== RECONNECTING) end()
  }
  const subscriptions: Array<[string, (payload: unknown) => void]> = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ]
  for (const [event, listener] of subscriptions) tryCall(() => provider.on(event, listener))
  return () => {
    for (const [event, listener] of subscriptions) tryCall(() => provider.removeListener(event, listener))
  }
}

function tryCall(fn: () => unknown): void {
  try {
    fn()
  } catch {
    // A provider whose event API throws still works for requests; it just cannot report changes.
  }
}
