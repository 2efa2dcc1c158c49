import type { ReactNode } from 'react'
import { ErrorBoundary } from './ErrorBoundary'
import { connectButton } from './i18n/en/connectButton'

/** Said next to the connect button when a modal's code cannot be loaded (offline, a deployment removed the chunk). */
export const MODAL_ERROR_MESSAGE = connectButton['connect.widget.modalFailed']

/**
 * Keeps the page when a modal fails to load or draw: it shows nothing in the modal's place and reports the failure
 * (the widget closes the modal and says so). Keyed by the open modals, so the next opening starts afresh.
 */
export function ModalErrorBoundary({ onError, children }: { onError(): void; children: ReactNode }) {
  return (
    <ErrorBoundary label="Wallet dialog failed:" fallback={null} onError={onError}>
      {children}
    </ErrorBoundary>
  )
}
