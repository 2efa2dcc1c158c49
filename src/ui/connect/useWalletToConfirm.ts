import { useIsMobile } from '../hooks/useIsMobile'
import { useWalletSession } from '../hooks/useWalletSession'
import { useServices } from '../servicesContext'
import { walletAppLink } from './walletAppLink'

/** The connected wallet's app, as "Open {wallet} to confirm" names it and links to it. */
export type WalletToConfirm = { name: string; href: string }

/**
 * product rules: "Mobile connect": on a phone, a request sent to a WalletConnect wallet (a sign-in signature, a support
 * transaction) waits in its app; while `waiting`, this is the wallet's own link that brings the app to the front (a
 * fresh tap), else undefined (not a phone, not connected, or a wallet without such a link). The link the wallet's
 * session gives of itself comes first (iPhone and Android alike); else the option's mobile link without its pairing
 * uri (an iPhone's universal link; on Android that link is the pairing uri itself, no app link).
 */
export function useWalletToConfirm(waiting: boolean): WalletToConfirm | undefined {
  const { directory } = useServices()
  const mobile = useIsMobile()
  const session = useWalletSession()
  if (!waiting || !mobile || session.status !== 'connected') return undefined
  if (session.appLink) return { name: session.appLink.name, href: session.appLink.href }
  const option = directory.getSnapshot().find((candidate) => candidate.id === session.walletId)
  const href = walletAppLink(option)
  return option && href ? { name: option.name, href } : undefined
}
