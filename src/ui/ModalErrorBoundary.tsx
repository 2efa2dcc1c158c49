import { Component, type ReactNode } from 'react'

/** Said next to the connect button when a modal's code cannot be loaded (offline, a deployment removed the chunk). */
export const MODAL_ERROR_MESSAGE = 'The wallet dialog could not be loaded. Check your connection and try again.'

type Props = { onError(): void; children: ReactNode }

/**
 * Keeps the page when a modal fails to load or draw: it shows nothing in the modal's place and reports the failure
 * (the widget closes the modal and says so). Keyed by the open modals, so the next opening starts afresh.
 */
export class ModalErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error('Wallet dialog failed:', error)
    this.props.onError()
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
