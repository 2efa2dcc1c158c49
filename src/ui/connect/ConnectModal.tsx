import { useState } from 'react'
import { Dialog } from '../dialog/Dialog'
import { useConnectionStatus } from '../hooks/useConnectionStatus'
import { useIsMobile } from '../hooks/useIsMobile'
import { useServices } from '../servicesContext'
import { DesktopConnect } from './DesktopConnect'
import { MobileConnect, type MobileView } from './MobileConnect'
import { SignInStep } from './SignInStep'
import './connectModal.css'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

export type ConnectModalProps = {
  open: boolean
  onClose(): void
  /** The compact desktop layout (smaller QR code, 468 px panel). */
  compact?: boolean
  /** Confetti from the wallet buttons; defaults to the app's `coolMode` (off unless set). */
  coolMode?: boolean | undefined
}

/**
 * product rules: "Connect modal": the wallet list and side panel (desktop) or the bottom sheet (mobile) while
 * disconnected, the "Verify your account" step while unauthenticated.
 */
export function ConnectModal({ open, onClose, compact = false, coolMode }: ConnectModalProps) {
  const status = useConnectionStatus()
  const mobile = useIsMobile()
  const { app, signIn } = useServices()
  const [mobileView, setMobileView] = useState<MobileView>('main')
  const t = useT(connect)
  const cool = coolMode ?? app.coolMode ?? false
  if (status === 'unauthenticated' && signIn) {
    // Its own key: the step replaces the wallet list (whose focused button is gone), so the dialog mounts afresh and
    // moves the focus in (Escape, Tab trap).
    return (
      <Dialog
        key="verify"
        open={open}
        onClose={onClose}
        title={t('connect.modal.verifyTitle')}
        className="cs-sign-in-dialog"
      >
        <SignInStep appName={app.appName} signIn={signIn} />
      </Dialog>
    )
  }
  const title = mobile && mobileView === 'get' ? t('connect.modal.getTitle') : t('connect.modal.title')
  return (
    <Dialog open={open} onClose={onClose} title={title} className={mobile ? 'cs-connect-sheet' : 'cs-connect-dialog'}>
      {mobile ? (
        <MobileConnect view={mobileView} onView={setMobileView} coolMode={cool} />
      ) : (
        <DesktopConnect compact={compact} coolMode={cool} />
      )}
    </Dialog>
  )
}
