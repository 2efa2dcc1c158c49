import { useCallback, useEffect, useRef, useState } from 'react'
import { canOpenModal, modalsAfter, type ModalEvent, type ModalName } from '../../domain/connection/modalRules'
import type { WalletSession } from '../../domain/connection/walletSession'
import { useConnectionStatus } from './useConnectionStatus'
import { useWalletSession } from './useWalletSession'

export type ModalControls = {
  /** The modals shown now (at most one). */
  open: readonly ModalName[]
  openModal(modal: ModalName): void
  closeModal(): void
}

const NONE: readonly ModalName[] = []

/**
 * Which modal is open, under the domain's rules: a modal opens only when the status allows it, and closes on
 * connect/disconnect (modalsAfter) or when the status no longer allows it. While the status is loading nothing changes.
 */
export function useModalState(): ModalControls {
  const status = useConnectionStatus()
  const session = useWalletSession()
  const chainUnsupported = session.status === 'connected' && session.chain.unsupported
  const [open, setOpen] = useState<readonly ModalName[]>(NONE)
  const pendingEvent = useRef<ModalEvent | null>(null)
  const previous = useRef<WalletSession['status']>(session.status)

  useEffect(() => {
    const event = walletEvent(previous.current, session.status)
    previous.current = session.status
    if (event) pendingEvent.current = event
  }, [session.status])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a wallet event (session.status) must re-run the rules even when the derived status is unchanged
  useEffect(() => {
    if (status === 'loading') return
    const event = pendingEvent.current
    pendingEvent.current = null
    setOpen((current) => {
      const afterEvent = event ? modalsAfter(current, event, status) : current
      const allowed = afterEvent.filter((m) => canOpenModal(m, status, { chainUnsupported }))
      return allowed.length === afterEvent.length ? afterEvent : allowed
    })
  }, [status, chainUnsupported, session.status])

  const openModal = useCallback(
    (modal: ModalName) => {
      if (canOpenModal(modal, status, { chainUnsupported })) setOpen([modal])
    },
    [status, chainUnsupported],
  )
  const closeModal = useCallback(() => setOpen(NONE), [])
  return { open, openModal, closeModal }
}

/** A wallet connect or disconnect, seen as a change of the session's status. */
function walletEvent(from: WalletSession['status'], to: WalletSession['status']): ModalEvent | null {
  if (from !== 'connected' && to === 'connected') return 'connect'
  if (from === 'connected' && to !== 'connected') return 'disconnect'
  return null
}
