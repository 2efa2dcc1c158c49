import { useCallback, useEffect, useState } from 'react'
import type { ModalName } from '../../domain/connection/modalRules'
import { createModalsStore } from '../../domain/connection/modalsStore'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

export type ModalControls = {
  /** The modals shown now (at most one). */
  open: readonly ModalName[]
  openModal(modal: ModalName): void
  closeModal(): void
}

/** This component's modals: the domain's modals machine in a store, fed by the app's runner (see modals). */
export function useModalState(): ModalControls {
  const { modalsSource } = useServices()
  const [store] = useState(() => createModalsStore(modalsSource))
  useEffect(() => store.start(), [store])
  const { open } = useStore(store)
  const openModal = useCallback((modal: ModalName) => store.dispatch({ type: 'OPEN', modal }), [store])
  const closeModal = useCallback(() => store.dispatch({ type: 'CLOSE' }), [store])
  return { open, openModal, closeModal }
}
