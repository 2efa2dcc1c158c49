import { useState } from 'react'
import { Dialog } from '../dialog/Dialog'
import { useConnectionStatus } from '../hooks/useConnectionStatus'
import { useIsMobile } from '../hooks/useIsMobile'
import { useServices } from '../servicesContext'
import { DesktopConnect } from './DesktopConnect'
import { MobileConnect, type MobileView } from './MobileConnect'
import { SignInStep } from './SignInStep'
import './connectModal.css'

export type ConnectModalProps = {
  open: boolean
  onClose(): void
  /** The compact desktop layout (smaller QR code, 468 px panel). */
  compact?: boolean
  /** Confetti from the wallet buttons. */
  coolMode?: boolean
}

/**
 * SPEC 2 "Connect modal": the wallet list and side panel (desktop) or the bottom sheet (mobile) while disconnected,
 * the "Verify your account" step while unauthenticated.
 */
export function ConnectModal({ open, onClose, compact = false, coolMode = false }: ConnectModalProps) {
  const status = useConnectionStatus()
  const mobile = useIsMobile()
  const { app, signIn } = useServices()
  const [mobileView, setMobileView] = useState<MobileView>('main')
  if (status === 'unauthenticated' && signIn) {
    return (
      <Dialog open={open} onClose={onClose} title="Verify your account" className="cs-sign-in-dialog">
        <SignInStep appName={app.appName} signIn={signIn} />
      </Dialog>
    )
  }
  const title = mobile && mobileView === 'get' ? 'Get a Wallet' : 'Connect a Wallet'
  return (
    <Dialog open={open} onClose={onClose} title={title} className={mobile ? 'cs-connect-sheet' : 'cs-connect-dialog'}>
      {mobile ? (
        <MobileConnect view={mobileView} onView={setMobileView} />
      ) : (
        <DesktopConnect compact={compact} coolMode={coolMode} />
      )}
    </Dialog>
  )
}
