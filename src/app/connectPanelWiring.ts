import type { ConnectPanelWiring } from '../domain/connection/connectPanel'
import type { WalletSession, WalletSessionService } from '../domain/connection/walletSession'

export type ConnectPanelWiringDeps = {
  wallet: WalletSessionService
  /** Opens a wallet's desktop link; default: a new tab. */
  openLink?: ((url: string) => void) | undefined
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/**
 * The connect panels' effects (desktop side panel and mobile row), run against the wallet session: `connect` connects
 * and reports `connectionFailed` when the outcome is rejected or failed (the panel offers RETRY); `openLink` opens the
 * wallet's desktop link. `follow` reports the session's connect progress (a connect under way, also one begun before,
 * and its pairing uri). Type-only imports of the machine: it stays in the modal's chunk.
 */
export function createConnectPanelWiring({
  wallet,
  openLink = openInNewTab,
}: ConnectPanelWiringDeps): ConnectPanelWiring {
  return {
    handlers: {
      connect: (effect, { send }) => {
        // Superseded: another connect took over, and its outcome is the one reported.
        void wallet.connect(effect.walletId).then((outcome) => {
          if (outcome.status === 'rejected' || outcome.status === 'failed')
            send({ type: 'connectionFailed', walletId: effect.walletId })
        })
      },
      openLink: (effect) => openLink(effect.url),
    },
    follow: (send) => {
      const report = (session: WalletSession): void => {
        if (session.status !== 'connecting') return
        send({ type: 'connectionStarted', walletId: session.walletId })
        if (session.uri) send({ type: 'connectionUriReceived', walletId: session.walletId, uri: session.uri })
      }
      report(wallet.getSnapshot())
      return wallet.subscribe(() => report(wallet.getSnapshot()))
    },
  }
}
