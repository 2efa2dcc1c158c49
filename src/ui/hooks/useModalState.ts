import { useCallback } from 'react'
import type { ModalName } from '../../domain/connection/modalRules'
import { INITIAL_MODALS, modals } from '../../domain/connection/modals'
import { useServices } from '../servicesContext'
import { useMachine } from './useMachine'

export type ModalControls = {
  /** The modals shown now (at most one). */
  open: readonly ModalName[]
  openModal(modal: ModalName): void
  closeModal(): void
}

/** This component's modals: the domain's modals machine, following the app's wiring (see modals). */
export function useModalState(): ModalControls {
  const [{ open }, send] = useMachine(modals, INITIAL_MODALS, useServices().modals)
  const openModal = useCallback((modal: ModalName) => send({ type: 'modalOpened', modal }), [send])
  const closeModal = useCallback(() => send({ type: 'modalClosed' }), [send])
  return { open, openModal, closeModal }
}
