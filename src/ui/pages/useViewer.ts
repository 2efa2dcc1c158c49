import type { Address } from '../../domain/shared/hex'
import { useStore } from '../hooks/useStore'
import { useServices } from '../servicesContext'

/** The signed-in account, as whom the server answers a creator's notes (the creator gets hidden ones); null: none. */
export function useViewer(): Address | null {
  const state = useStore(useServices().auth)
  return state.status === 'authenticated' ? state.session.address : null
}
