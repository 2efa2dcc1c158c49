import { lazy, Suspense } from 'react'
import { useConnectionStatus } from '../hooks/useConnectionStatus'
import { useModalState } from '../hooks/useModalState'

const ConnectModal = lazy(() => import('../connect/ConnectModal').then((m) => ({ default: m.ConnectModal })))

/**
 * A button inside a page that opens the connect modal: the wallet list when disconnected, the "Verify your account"
 * step when connected but not signed in (the modal rules decide, product rules: "Which modal may open", as for the
 * header's button).
 */
export function ConnectPrompt({ label }: { label: string }) {
  const status = useConnectionStatus()
  const { open, openModal, closeModal } = useModalState()
  return (
    <>
      <button
        type="button"
        className="cs-button cs-button-primary"
        disabled={status === 'loading'}
        onClick={() => openModal('connect')}
      >
        {label}
      </button>
      <Suspense fallback={null}>{open.includes('connect') && <ConnectModal open onClose={closeModal} />}</Suspense>
    </>
  )
}
