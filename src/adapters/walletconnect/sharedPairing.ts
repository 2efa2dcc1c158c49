import type { Chain } from '../../domain/chains/chain'
import { isClosedConnectionError } from './isClosedConnectionError'
import type { WalletConnectProvider } from './loadWalletConnectProvider'

/** A pairing under way: its uri once the SDK shows it, and its end (approved, or rejected / expired). */
export type SharedPairing = {
  /** Calls `listener` with the uri, at once when it is known; answers a function that stops listening. */
  onUri(listener: (uri: string) => void): () => void
  readonly done: Promise<void>
}

const pairings = new WeakMap<WalletConnectProvider, SharedPairing>()

/**
 * The provider's pairing under way, or a new one: every WalletConnect wallet (and the phone's sheet, ahead of the tap)
 * joins the same `connect`, so they share one uri. A closed signer connection is retried once.
 */
export function sharedPairing(provider: WalletConnectProvider, chains: readonly Chain[]): SharedPairing {
  const current = pairings.get(provider)
  if (current) return current
  const listeners = new Set<(uri: string) => void>()
  let uri: string | undefined
  const onDisplayUri = (value: unknown): void => {
    if (typeof value !== 'string' || value === '') return
    uri = value
    for (const listener of [...listeners]) listener(value)
  }
  provider.on('display_uri', onDisplayUri)
  const optionalChains = chains.map((c) => c.id)
  const done = provider
    .connect({ optionalChains })
    .catch((err: unknown) => {
      if (!isClosedConnectionError(err)) throw err
      return provider.connect({ optionalChains })
    })
    .finally(() => {
      provider.removeListener('display_uri', onDisplayUri)
      pairings.delete(provider)
    })
  // Its consumers handle the outcome; nobody left listening must not make it an unhandled rejection.
  done.catch(() => undefined)
  const pairing: SharedPairing = {
    onUri: (listener) => {
      listeners.add(listener)
      if (uri !== undefined) listener(uri)
      return () => void listeners.delete(listener)
    },
    done,
  }
  pairings.set(provider, pairing)
  return pairing
}
