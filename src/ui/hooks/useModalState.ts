import { useCallback, useEffect, useRef, useState } from 'react'
import { canOpenModal, modalsAfter, type ModalEvent, type ModalName } from '../../domain/connection/modalRules'
import { useServices } from '../servicesContext'
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
 * Which modal is open, under the domain's rules: a modal opens only when the status allows it, and closes on the
 * session service's connect/disconnect events (modalsAfter) or when the status no longer allows it. An event is
 * applied once the render that follows it has the derived status (sign-in reacts to the wallet first); while the
 * status is loading nothing changes.
 */
export function useModalState(): ModalControls {
  const { wallet } = useServices()
  const status = useConnectionStatus()
  const session = useWalletSession()
  const chainUnsupported = session.status === 'connected' && session.chain.unsupported
  const [open, setOpen] = useState<readonly ModalName[]>(NONE)
  const pendingEvent = useRef<ModalEvent | null>(null)
  const [events, setEvents] = useState(0)

  useEffect(() => {
    const subscription = wallet.events$.subscribe((event) => {
      pendingEvent.current = event
      setEvents((count) => count + 1)
    })
    return () => subscription.unsubscribe()
  }, [wallet])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a session event (events) must re-run the rules even when the derived status is unchanged
  useEffect(() => {
    if (status === 'loading') return
    const event = pendingEvent.current
    pendingEvent.current = null
    setOpen((current) => {
      const afterEvent = event ? modalsAfter(current, event, status) : current
      const allowed = afterEvent.filter((m) => canOpenModal(m, status, { chainUnsupported }))
      return allowed.length === afterEvent.length ? afterEvent : allowed
    })
  }, [status, chainUnsupported, events])

  const openModal = useCallback(
    (modal: ModalName) => {
      if (canOpenModal(modal, status, { chainUnsupported })) setOpen([modal])
    },
    [status, chainUnsupported],
  )
  const closeModal = useCallback(() => setOpen(NONE), [])
  return { open, openModal, closeModal }
}
