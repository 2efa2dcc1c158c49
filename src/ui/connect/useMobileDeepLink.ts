import { useEffect } from 'react'
import { walletConnectDeepLink } from '../../domain/wallets/walletConnectDeepLink'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { useWalletSession } from '../hooks/useWalletSession'
import { useServices } from '../servicesContext'

/**
 * Mobile: once the chosen wallet's connect has a pairing uri, go to the wallet app through its deep link (navigating
 * this window, as mobile browsers block new tabs opened late). A WalletConnect wallet is remembered for next time.
 */
export function useMobileDeepLink(chosen: WalletOption | undefined): void {
  const session = useWalletSession()
  const { directory } = useServices()
  const uri = session.status === 'connecting' && session.walletId === chosen?.id ? session.uri : undefined
  useEffect(() => {
    const link = uri && chosen?.mobileLink?.(uri)
    if (!link || !chosen) return
    const choice = walletConnectDeepLink({
      connectorType: directory.getConnector(chosen.id)?.type ?? '',
      href: link,
      name: chosen.name,
    })
    if (choice) {
      try {
        window.localStorage.setItem(choice.key, JSON.stringify(choice.value))
      } catch {
        // Storage full or blocked: the wallet is simply not remembered.
      }
    }
    window.location.href = link
  }, [uri, chosen, directory])
}
