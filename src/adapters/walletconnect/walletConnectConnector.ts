import type { Chain } from '../../domain/chains/chain'
import type { WalletConnector } from '../../ports/walletConnector'
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
import {
  createWalletConnectProviderLoader,
  type WalletConnectProvider,
  type WalletConnectProviderSettings,
} from './loadWalletConnectProvider'
import { sharedPairing } from './sharedPairing'
import { peerAppLink, type WalletAppLink } from '../../domain/wallets/walletAppLink'

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
function peerWalletName(provider: WalletConnectProvider | undefined): string | undefined {
  const name = (provider?.session as { peer?: { metadata?: { name?: unknown } } } | undefined)?.peer?.metadata?.name
  return typeof name === 'string' ? name : undefined
}

/** The paired wallet's own app link (session peer metadata's redirect), when there is a session. */
function peerAppLinkOf(provider: WalletConnectProvider | undefined): WalletAppLink | undefined {
  return peerAppLink((provider?.session as { peer?: { metadata?: unknown } } | undefined)?.peer?.metadata)
}

/** Pairs, joining the pairing under way (the uri goes out as a `message` event for the QR code and the deep link). */
async function pair(
  provider: WalletConnectProvider,
  chains: readonly Chain[],
  emit: ConnectorHookContext['emit'],
): Promise<void> {
  const pairing = sharedPairing(provider, chains)
  const stop = pairing.onUri((uri) => emit({ type: 'message', uri }))
  try {
    await pairing.done
  } finally {
    stop()
  }
}

/**
 * A WalletConnect v2 wallet. The SDK is loaded only when the visitor picks it (or when reconnecting a previous
 * WalletConnect session); ready only with a project id. Disconnecting ends the session and clears the stored
 * WalletConnect session and deep-link choice.
 */
export function createWalletConnectConnector(
  options: WalletConnectConnectorOptions,
): Eip1193Connector & Required<Pick<WalletConnector, 'preparePairing' | 'appLink'>> {
  const lazy = lazyProvider(options.loadProvider ?? createWalletConnectProviderLoader(options))
  const preparePairing = async (onUri: (uri: string) => void): Promise<void> => {
    await lazy.loadProvider()
    const provider = lazy.getProvider()
    if (!provider || provider.session) throw new Error('No pairing to prepare: WalletConnect is already paired')
    const pairing = sharedPairing(provider, options.chains)
    const stop = pairing.onUri(onUri)
    // Approved, rejected or expired: the pairing has ended either way.
    await pairing.done.catch(() => undefined)
    stop()
  }
  const connector = new Eip1193Connector({
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
  return Object.assign(connector, { preparePairing, appLink: () => peerAppLinkOf(lazy.getProvider()) })
}
