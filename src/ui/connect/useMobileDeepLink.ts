import { useEffect } from 'react'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { useWalletSession } from '../hooks/useWalletSession'
import { useServices } from '../servicesContext'

/**
 * Mobile: once the chosen wallet's connect has a pairing uri, go to the wallet app through its deep link (navigating
 * this window, as mobile browsers block new tabs opened late). The session service is told, so the wallet's connector
 * can remember the app for next time (WalletConnect does).
 */
export function useMobileDeepLink(chosen: WalletOption | undefined): void {
  const session = useWalletSession()
  const { wallet } = useServices()
  const uri = session.status === 'connecting' && session.walletId === chosen?.id ? session.uri : undefined
  useEffect(() => {
    const link = uri && chosen?.mobileLink?.(uri)
    if (!link || !chosen) return
    wallet.openedMobileLink({ href: link, name: chosen.name })
    window.location.href = link
  }, [uri, chosen, wallet])
}
