import type { Chain } from '../../domain/chains/chain'
import { canSwitchChainByName } from '../../domain/wallets/canSwitchChainByName'
import { Eip1193Connector } from '../eip1193/eip1193Connector'
import type { ConnectorHookContext } from '../eip1193/eip1193ConnectorOptions'
import { lazyProvider } from '../eip1193/lazyProvider'
import { settleWithin } from '../../domain/shared/deadline'
import {
  browserStorage,
  clearWalletConnectStorage,
  rememberWalletConnectDeepLink,
  type StorageLike,
} from './clearWalletConnectStorage'
import { isClosedConnectionError } from './isClosedConnectionError'
import {
  createWalletConnectProviderLoader,
  type WalletConnectProvider,
  type WalletConnectProviderSettings,
} from './loadWalletConnectProvider'

export type WalletConnectConnectorOptions = WalletConnectProviderSettings & {
  /** 'walletConnect' for the generic option; a wallet's own id (rainbow, metaMask) when it pairs through WalletConnect. */
  id?: string | undefined
  name?: string | undefined
  /** A loader shared between WalletConnect-based wallets (see createWalletConnectProviderLoader). */
  loadProvider?: (() => Promise<WalletConnectProvider>) | undefined
  /** Where the SDK and the deep-link choice are stored; default localStorage. */
  storage?: StorageLike | undefined
  presenceCheckMs?: number | undefined
}

const END_SESSION_MS = 3000

/** The paired wallet's own name (WalletConnect session peer metadata), when there is a session. */
export function peerWalletName(provider: WalletConnectProvider | undefined): string | undefined {
  const name = (provider?.session as { peer?: { metadata?: { name?: unknown } } } | undefined)?.peer?.metadata?.name
  return typeof name === 'string' ? name : undefined
}

/** Pairs (the pairing uri goes out as a `message` event for the QR code); a closed signer connection is retried once. */
async function pair(
  provider: WalletConnectProvider,
  chains: readonly Chain[],
  emit: ConnectorHookContext['emit'],
): Promise<void> {
  const onUri = (uri: unknown): void => {
    if (typeof uri === 'string' && uri !== '') emit({ type: 'message', uri })
  }
  provider.on('display_uri', onUri)
  const optionalChains = chains.map((c) => c.id)
  try {
    await provider.connect({ optionalChains }).catch((err: unknown) => {
      if (!isClosedConnectionError(err)) throw err
      return provider.connect({ optionalChains })
    })
  } finally {
    provider.removeListener('display_uri', onUri)
  }
}

/**
 * A WalletConnect v2 wallet. The SDK is loaded only when the visitor picks it (or when reconnecting a previous
 * WalletConnect session); ready only with a project id. Disconnecting ends the session and clears the stored
 * WalletConnect session and deep-link choice.
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): Eip1193Connector {
  const lazy = lazyProvider(options.loadProvider ?? createWalletConnectProviderLoader(options))
  return new Eip1193Connector({
    id: options.id ?? 'walletConnect',
    name: options.name ?? 'WalletConnect',
    type: 'walletConnect',
    chains: options.chains,
    ...lazy,
    isReady: () => Boolean(options.projectId?.trim()),
    // product rules: "Chain switching by wallet name": over WalletConnect, switching is offered only to wallets known
    // to support it (by name).
    canSwitchChain: () => canSwitchChainByName(peerWalletName(lazy.getProvider()) ?? ''),
    requestAccounts: async ({ provider: p, request, emit }) => {
      const wc = p as WalletConnectProvider
      if (!wc.session) await pair(wc, options.chains, emit)
      return request({ method: 'eth_accounts' }, 'connect')
    },
    restoreAccounts: async ({ provider: p, request }) =>
      (p as WalletConnectProvider).session ? request({ method: 'eth_accounts' }, 'connect') : [],
    endSession: async (p) => {
      await settleWithin(() => (p as WalletConnectProvider | undefined)?.disconnect(), END_SESSION_MS)
      clearWalletConnectStorage(options.storage ?? browserStorage())
    },
    rememberMobileLink: (link) => rememberWalletConnectDeepLink(options.storage ?? browserStorage(), link),
    presenceCheckMs: options.presenceCheckMs,
  })
}
