import { parseChainId } from '../../domain/chains/chainId'
import type { ConnectorHookContext } from './eip1193ConnectorOptions'

export type ChainDuringPrompt = {
  /** The wallet's chain: the last chainChanged seen while the prompt was open, else the eth_chainId answer; undefined when neither came. */
  chainId(): Promise<number | undefined>
  /** Stops watching chainChanged (call once the prompt has settled, either way). */
  stop(): void
}

/**
 * Asks an injected wallet for its chain at the same time as the connect prompt (eth_chainId needs no permission), so a
 * connect takes one wallet round trip instead of two. The visitor may switch networks in the wallet while the prompt
 * is open: a chainChanged seen meanwhile wins over the early answer. A failed or malformed answer gives undefined (the
 * caller reads the chain again after the prompt); it never rejects.
 */
export function chainDuringPrompt({ provider, request }: ConnectorHookContext): ChainDuringPrompt {
  let changed: number | undefined
  const onChainChanged = (payload: unknown): void => {
    changed = parseChainId(payload) ?? changed
  }
  const watching = attempt(() => provider.on('chainChanged', onChainChanged))
  const answer = request({ method: 'eth_chainId' }, 'connect').then(parseChainId, () => undefined)
  return {
    chainId: async () => {
      const read = await answer
      return changed ?? read
    },
    stop: () => {
      if (watching) attempt(() => provider.removeListener('chainChanged', onChainChanged))
    },
  }
}

function attempt(fn: () => unknown): boolean {
  try {
    fn()
    return true
  } catch {
    return false
  }
}
